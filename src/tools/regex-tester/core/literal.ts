/** A regex literal as JavaScript writes it, `/pattern/flags`: what smart paste hands to the tester. */
import { REGEX_FLAGS } from '../../../core/shared/regex-flags';

/** The longest literal smart paste takes for a pattern (a longer text is something else). */
const LITERAL_MAX_CHARS = 2000;

/**
 * The pattern and flags of a regex literal: one line, between slashes, the pattern not empty and every '/' in it
 * escaped or inside a [class]; its flags JavaScript's, each once. Undefined for anything else (a path, a date).
 */
export function parseRegexLiteral(text: string): { pattern: string; flags: string } | undefined {
  const literal = text.trim();
  if (literal.length > LITERAL_MAX_CHARS || !literal.startsWith('/') || /[\r\n]/.test(literal)) return undefined;
  let inClass = false;
  let at = 1;
  for (; at < literal.length; at++) {
    const char = literal[at];
    if (char === '\\') at++;
    else if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    else if (char === '/' && !inClass) break;
  }
  if (at >= literal.length || at === 1) return undefined;
  const pattern = literal.slice(1, at);
  const flags = literal.slice(at + 1);
  if ([...flags].some((flag, i) => !REGEX_FLAGS.includes(flag) || flags.indexOf(flag) !== i)) return undefined;
  try {
    new RegExp(pattern, flags);
  } catch {
    return undefined;
  }
  return { pattern, flags };
}
