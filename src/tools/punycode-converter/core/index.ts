/**
 * Punycode / IDN: domains (one a line) to their ASCII `xn--` form with the URL API's IDNA (UTS #46), and back with
 * RFC 3492 punycode (./punycode), plus raw punycode for single labels. An email address's domain is converted, its
 * local part kept with a note. Labels that mix scripts are flagged as possible look-alikes.
 */
import { ToolError } from '../../../core/shared/tool-error';
import { fault, type LabelProblem, type PunycodeNote } from './faults';
import { punycodeDecode, punycodeEncode } from './punycode';
import { mixedScripts } from './scripts';

export { fault, type LabelProblem, type PunycodeNote } from './faults';
export { punycodeDecode, punycodeEncode } from './punycode';
export { mixedScripts, scriptsOf } from './scripts';

export const PUNYCODE_ACTIONS = { toAscii: 'to-ascii', toUnicode: 'to-unicode', raw: 'raw' } as const;

export interface PunycodeOptions {
  /** Raw punycode's direction: a label to punycode, or punycode to the label. */
  direction: 'encode' | 'decode';
}

export const PUNYCODE_DEFAULTS: PunycodeOptions = { direction: 'encode' };

export interface PunycodeOutcome {
  output: string;
  /** Notes: look-alikes, email local parts kept (each once); undefined when none. */
  notes?: PunycodeNote[];
}

/** Bounds that keep a run on the page under ~20 ms (1,000 domains took 8-10 ms in Node, warm). */
export const MAX_LINES = 1_000;
export const MAX_CHARS = 20_000;
export const MAX_LINE_CHARS = 1_000;

/** Characters the URL standard forbids in a host, which would otherwise end a domain silently ('/', '?', '#'). */
const FORBIDDEN_HOST = /[\s#%/:<>?@[\\\]^|]/u;

/** A fault for `line` (1-based) naming the label and what is wrong with it. */
const labelFault = (line: number, label: string, problem: LabelProblem) =>
  fault('label', { label, problem }, { line, column: 1 });

/** A domain's ASCII form (UTS #46 as browsers do it), or the fault of its first bad label. */
function domainToAscii(domain: string, line: number): string {
  const trimmed = domain.endsWith('.') ? domain.slice(0, -1) : domain;
  for (const label of trimmed.split(/[.\u3002\uff0e\uff61]/)) {
    if (label === '') throw fault('emptyLabel', {}, { line, column: 1 });
    const bad = FORBIDDEN_HOST.exec(label);
    if (bad) throw labelFault(line, label, { code: 'forbidden', char: bad[0] });
    let ascii: string;
    try {
      ascii = new URL(`http://${label}`).hostname;
    } catch {
      throw labelFault(line, label, { code: 'refused' });
    }
    if (ascii.length > 63) throw labelFault(line, label, { code: 'labelTooLong', length: ascii.length });
  }
  let ascii: string;
  try {
    ascii = new URL(`http://${domain}`).hostname;
  } catch {
    throw fault('refused', {}, { line, column: 1 });
  }
  if (ascii.replace(/\.$/, '').length > 253)
    throw fault('domainTooLong', { length: ascii.length }, { line, column: 1 });
  return ascii;
}

/** A domain's Unicode form: each `xn--` label decoded, checked to be the form an encoder writes. */
function domainToUnicode(domain: string, line: number): string {
  return domain
    .split('.')
    .map((label) => {
      if (!/^xn--/i.test(label)) return label.toLowerCase();
      let unicode: string;
      try {
        unicode = punycodeDecode(label.slice(4));
      } catch (error) {
        if (!fault.is(error)) throw error;
        throw labelFault(line, label, { code: 'punycode', cause: { code: error.code, params: error.params } });
      }
      let canonical = '';
      try {
        canonical = new URL(`http://${unicode}`).hostname;
      } catch {
        throw labelFault(line, label, { code: 'refused' });
      }
      if (canonical !== label.toLowerCase()) throw labelFault(line, label, { code: 'notCanonical', ascii: canonical });
      return unicode;
    })
    .join('.');
}

/** The look-alike notes of a domain's Unicode labels. */
const lookAlikes = (unicode: string): PunycodeNote[] =>
  unicode.split('.').flatMap((label) => {
    const scripts = mixedScripts(label);
    return scripts.length ? [{ kind: 'lookAlike' as const, label, scripts }] : [];
  });

/** One line: a domain or an email address, to `convert`ed form, with its notes. */
function convertLine(
  text: string,
  line: number,
  convert: (domain: string, line: number) => string,
  unicodeOf: (domain: string, converted: string) => string,
): { output: string; notes: PunycodeNote[] } {
  const trimmed = text.trim();
  if (trimmed === '') return { output: '', notes: [] };
  const at = trimmed.lastIndexOf('@');
  const local = at === -1 ? '' : trimmed.slice(0, at);
  const domain = at === -1 ? trimmed : trimmed.slice(at + 1);
  const converted = convert(domain, line);
  const notes = lookAlikes(unicodeOf(domain, converted));
  if (at !== -1 && /[^ -~]/.test(local)) notes.unshift({ kind: 'localPart', local });
  return { output: at === -1 ? converted : `${local}@${converted}`, notes };
}

/** Each line of `text` through `each`, the outputs one a line and the notes gathered (each once). */
function eachLine(
  text: string,
  each: (line: string, number: number) => { output: string; notes: PunycodeNote[] },
): PunycodeOutcome {
  if (text.length > MAX_CHARS) throw fault('tooManyChars', { limit: MAX_CHARS });
  const lines = text.split(/\r?\n/);
  if (lines.length > MAX_LINES) throw fault('tooManyLines', { limit: MAX_LINES });
  if (lines.some((line) => line.length > MAX_LINE_CHARS)) throw fault('lineTooLong', { limit: MAX_LINE_CHARS });
  const results = lines.map((line, i) => each(line, i + 1));
  const notes = new Map(results.flatMap((result) => result.notes).map((note) => [JSON.stringify(note), note]));
  return {
    output: results.map((result) => result.output).join('\n'),
    notes: notes.size ? [...notes.values()] : undefined,
  };
}

/** Raw punycode of one label a line, in the chosen direction. */
function rawLine(text: string, number: number, direction: PunycodeOptions['direction']) {
  const label = text.trim();
  try {
    return { output: direction === 'encode' ? punycodeEncode(label) : punycodeDecode(label), notes: [] };
  } catch (error) {
    if (fault.is(error)) throw new ToolError(error.code, error.params, { line: number, column: 1 });
    throw error;
  }
}

export function convertPunycode(action: string, text: string, options: PunycodeOptions): PunycodeOutcome {
  if (action === PUNYCODE_ACTIONS.raw) return eachLine(text, (line, n) => rawLine(line, n, options.direction));
  if (action === PUNYCODE_ACTIONS.toUnicode)
    return eachLine(text, (line, n) => convertLine(line, n, domainToUnicode, (_domain, unicode) => unicode));
  return eachLine(text, (line, n) => convertLine(line, n, domainToAscii, (domain) => domain.toLowerCase()));
}

/** Text smart paste hands to this tool: it holds an `xn--` label. */
export const holdsPunycode = (text: string) => /(^|[.@\s])xn--[a-z0-9-]+/i.test(text);
