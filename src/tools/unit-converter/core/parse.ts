/** Reading what the visitor types: '5 cm', '72 °F to °C', '1.5 GB at 100 Mbit/s in min'. */
import { exponentTooLarge, MAX_EXPONENT, parseDecimal, type Rational } from '../../../core/shared/rational';
import { ToolError } from '../../../core/shared/tool-error';
import { fault } from './faults';
import { KINDS, type Kind, type Unit } from './units';

export interface FoundUnit {
  unit: Unit;
  kind: Kind;
  /** How the converter read the unit, for a note under the result: 'kb', KB as kB. */
  note?: UnitNote;
}

/** A unit read otherwise than it may be meant: the words say how (../words.ts). */
export type UnitNote = 'kb';

/** Every way to type each unit, with its case: the symbol, the aliases, the name and its plural. */
const EXACT = new Map<string, FoundUnit[]>();
/** The same, lower-cased: a unit typed in another case, when it is the only one it can be. */
const FOLDED = new Map<string, FoundUnit[]>();

const spellings = (unit: Unit) => {
  const names = [unit.name, `${unit.name}s`].flatMap((name) => [
    name,
    name.replace(/metre/g, 'meter').replace(/litre/g, 'liter'),
  ]);
  return [unit.symbol, ...(unit.aliases ?? []), ...names];
};

for (const kind of KINDS) {
  for (const unit of kind.units) {
    for (const spelling of new Set(spellings(unit))) {
      const found = { unit, kind };
      EXACT.set(spelling, [...(EXACT.get(spelling) ?? []), found]);
      const folded = spelling.toLowerCase();
      const known = FOLDED.get(folded) ?? [];
      if (!known.some((other) => other.unit === unit)) FOLDED.set(folded, [...known, found]);
    }
  }
}

/** Spellings read with a note (JEDEC's KB, which Windows uses for 1024 bytes). */
const NOTED = new Map<string, readonly [string, UnitNote]>([['KB', ['kB', 'kb']]]);

/** 'm2', 'ft^2', 'sq ft' → 'm²', 'ft²', 'ft²'; 'cm3' → 'cm³'; spaces around '/' dropped. */
const normalise = (text: string) =>
  text
    .replace(/\s*\/\s*/g, '/')
    .replace(/^(?:sq\.?|square)\s+(\S+)$/i, '$1²')
    .replace(/^(?:cu\.?|cubic)\s+(\S+)$/i, '$1³')
    .replace(/([a-zA-Zµμ])\^?2$/, '$1²')
    .replace(/([a-zA-Zµμ])\^?3$/, '$1³');

/** The unit a text names, or a ToolError saying it is unknown or could be more than one. */
export function findUnit(typed: string): FoundUnit {
  const text = typed.trim().replace(/\s+/g, ' ');
  const noted = NOTED.get(text);
  if (noted) return { ...EXACT.get(noted[0])![0], note: noted[1] };
  for (const candidate of [text, normalise(text)]) {
    const exact = EXACT.get(candidate);
    if (exact?.length === 1) return exact[0];
    const folded = FOLDED.get(candidate.toLowerCase());
    if (folded?.length === 1) return folded[0];
    if (folded && folded.length > 1) {
      const choices = folded.map(({ unit: { symbol, name } }) => ({ symbol, name }));
      throw fault('ambiguousUnit', { unit: text, choices });
    }
  }
  throw fault('unknownUnit', { unit: text });
}

export interface Quantity {
  value: Rational;
  /** The number as typed, for the result's first line. */
  number: string;
  found: FoundUnit;
}

const NUMBER = /^([+-]?(?:\d+(?:[,_ ]\d{3})*(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)\s*(.*)$/s;

/** '5 cm', '-40°F', '1.5e3 km': a number and its unit. */
export function parseQuantity(text: string): Quantity {
  const match = NUMBER.exec(text.trim());
  if (!match) throw fault('noNumber', { text: text.trim() });
  const number = match[1].replace(/(\d)[,_ ](?=\d{3})/g, '$1');
  if (exponentTooLarge(number)) throw fault('exponentTooLarge', { limit: MAX_EXPONENT });
  if (match[2].trim() === '') throw fault('noUnit');
  return { value: parseDecimal(number)!, number, found: findUnit(match[2]) };
}

export interface Request {
  quantity: Quantity;
  /** 'at 100 Mbit/s': a transfer time of the quantity (a data size) at this rate. */
  rate?: Quantity;
  /** 'to inch': the unit the result is asked in. */
  target?: FoundUnit;
}

/** Words between a quantity and the unit it is asked in. */
const TARGET = /\s+(?:to|in|into|as)(?=\s)|\s*(?:->|→|=)\s*/g;
const AT = /\s+at(?=\s)|\s*@\s*/g;

/**
 * Splits the text at the first of `separator`'s places where both sides read (an inch is 'in' too: '5 in in cm'
 * splits at the second 'in'); undefined when there is no such place. The error of the last try is kept.
 */
function splitWhere<L, R>(text: string, separator: RegExp, left: (t: string) => L, right: (t: string) => R) {
  let lastError: ToolError | undefined;
  for (const match of text.matchAll(separator)) {
    try {
      const end = match.index + match[0].length;
      return { left: left(text.slice(0, match.index)), right: right(text.slice(end)) };
    } catch (error) {
      if (!(error instanceof ToolError)) throw error;
      lastError = error;
    }
  }
  if (lastError) throw lastError;
  return undefined;
}

/** The whole request: a quantity, maybe a rate after 'at', maybe a target unit after 'to'. */
export function parseRequest(text: string): Request {
  const readQuantity = (part: string): Omit<Request, 'target'> => {
    const transfer = splitWhere(part, AT, parseQuantity, parseQuantity);
    return transfer ? { quantity: transfer.left, rate: transfer.right } : { quantity: parseQuantity(part) };
  };
  try {
    const withTarget = splitWhere(text, TARGET, readQuantity, findUnit);
    if (withTarget) return { ...withTarget.left, target: withTarget.right };
  } catch (error) {
    // The text may be a quantity alone whose unit holds the word ('5 sq in'): read it so before giving up.
    try {
      return readQuantity(text);
    } catch {
      throw error;
    }
  }
  return readQuantity(text);
}
