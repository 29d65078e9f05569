/**
 * The regular expressions a schema holds (`pattern`, and the keys of `patternProperties`), each with its place as
 * a JSON Pointer: a pattern that does not compile is refused at its line and column before anything runs, and one
 * that runs too long is named by them (the worker's time limit, src/workers/json-schema-validator).
 */
export interface SchemaPattern {
  source: string;
  /** Where the schema holds it: the `pattern` keyword's value, or the `patternProperties` member it keys. */
  pointer: string;
}

const segment = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every pattern in the schema, in document order. */
export function schemaPatterns(schema: unknown): SchemaPattern[] {
  const found: SchemaPattern[] = [];
  const visit = (node: unknown, path: string) => {
    if (typeof node !== 'object' || node === null) return;
    const { pattern, patternProperties } = node as { pattern?: unknown; patternProperties?: unknown };
    if (typeof pattern === 'string') found.push({ source: pattern, pointer: `${path}/pattern` });
    if (typeof patternProperties === 'object' && patternProperties !== null && !Array.isArray(patternProperties))
      for (const key of Object.keys(patternProperties))
        found.push({ source: key, pointer: `${path}/patternProperties/${segment(key)}` });
    for (const [key, child] of Object.entries(node)) visit(child, `${path}/${segment(key)}`);
  };
  visit(schema, '');
  return found;
}

/** Whether the schema's text may hold a pattern: a cheap look at the text, true for every schema that does. */
export const mayHoldPatterns = (schemaText: string): boolean => /"pattern(?:Properties)?"\s*:/.test(schemaText);

/** V8's reason without its quote of the pattern ('Invalid regular expression: /(?</u: Invalid capture group name'). */
const reasonOf = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error);
  return /: ([^:]+)$/.exec(message)?.[1] ?? message;
};

/** The first pattern that does not compile as the validator compiles it (Unicode mode), with the reason. */
export function invalidPattern(patterns: readonly SchemaPattern[]): (SchemaPattern & { reason: string }) | undefined {
  for (const pattern of patterns) {
    try {
      new RegExp(pattern.source, 'u');
    } catch (error) {
      return { ...pattern, reason: reasonOf(error) };
    }
  }
  return undefined;
}
