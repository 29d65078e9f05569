/** Validation with @cfworker/json-schema (it interprets the schema: no code generated, so it runs under our CSP). */
import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import { fault } from './faults';

type Draft = '4' | '7' | '2019-09' | '2020-12';

/** The drafts by `$schema` (without its scheme and trailing '#'); draft 6 is read as 7, which only adds to it. */
const DRAFTS: Readonly<Record<string, { draft: Draft; name: string }>> = {
  'json-schema.org/draft-04/schema': { draft: '4', name: '4' },
  'json-schema.org/draft-06/schema': { draft: '7', name: '6' },
  'json-schema.org/draft-07/schema': { draft: '7', name: '7' },
  'json-schema.org/draft/2019-09/schema': { draft: '2019-09', name: '2019-09' },
  'json-schema.org/draft/2020-12/schema': { draft: '2020-12', name: '2020-12' },
};

export const DEFAULT_DRAFT = { draft: '2020-12', name: '2020-12' } as const;

/** The draft a schema's `$schema` names (2020-12 without one); an unknown one is refused by name. */
export function draftOf(schema: unknown): { draft: Draft; name: string } {
  const uri = typeof schema === 'object' && schema !== null ? (schema as { $schema?: unknown }).$schema : undefined;
  if (uri === undefined) return DEFAULT_DRAFT;
  const key = typeof uri === 'string' ? uri.replace(/^https?:\/\//, '').replace(/#$/, '') : '';
  const known = DRAFTS[key];
  if (!known) throw fault('unknownDraft', { uri: typeof uri === 'string' ? uri : JSON.stringify(uri) });
  return known;
}

/** One failed check: where in the document (a JSON Pointer), the keyword's place in the schema, why. */
export interface SchemaError {
  instancePath: string;
  schemaPath: string;
  message: string;
}

/** cfworker's locations are URI fragments ('#/a%20b'): the pointer itself. */
const pointerOf = (location: string): string => {
  const pointer = location.replace(/^#/, '');
  try {
    return decodeURIComponent(pointer);
  } catch {
    return pointer;
  }
};

/**
 * The errors that say why, not only where: cfworker also reports each applicator on the way ("Property "items"
 * does not match schema."), whose keyword location is a prefix of a deeper error's; those are left out.
 */
function leaves(units: readonly OutputUnit[]): OutputUnit[] {
  const locations = units.map((unit) => unit.keywordLocation);
  const parents = new Set<string>();
  for (const location of locations) {
    for (let slash = location.lastIndexOf('/'); slash > 0; slash = location.lastIndexOf('/', slash - 1))
      parents.add(location.slice(0, slash));
  }
  return units.filter((unit) => !parents.has(unit.keywordLocation));
}

/** The $ref cfworker could not find, from its message ('Unresolved $ref "…".'). */
const unresolvedRef = (error: unknown): string | undefined =>
  error instanceof Error ? /^Unresolved \$ref "([^"]*)"/.exec(error.message)?.[1] : undefined;

/** Every error of `document` against `schema`, in the order the validator met them. */
export function validateAgainst(document: unknown, schema: unknown, draft: Draft): SchemaError[] {
  let units: readonly OutputUnit[];
  try {
    units = new Validator(schema as Schema | boolean, draft, false).validate(document).errors;
  } catch (error) {
    const ref = unresolvedRef(error);
    if (ref === undefined) throw error;
    throw refError(ref);
  }
  return leaves(units).map((unit) => ({
    instancePath: pointerOf(unit.instanceLocation),
    schemaPath: unit.keywordLocation,
    message: unit.error,
  }));
}

/** A $ref the schema does not hold (a remote one is never fetched), by name. */
export const refError = (ref: string) => fault('unresolvedRef', { ref });
