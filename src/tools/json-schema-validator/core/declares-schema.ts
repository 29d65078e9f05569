/**
 * Whether a parsed JSON value is a JSON Schema by its own word: an object naming its draft in a top-level `"$schema"`.
 * Smart paste's detection and the validator's hand-off share it (apart from the validator, which loads cfworker).
 */
export const declaresSchema = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && '$schema' in value;

/** The same for a text: JSON whose top level declares `"$schema"`; false for anything else, bad JSON too. */
export function isDeclaredSchema(text: string): boolean {
  try {
    return declaresSchema(JSON.parse(text));
  } catch {
    return false;
  }
}
