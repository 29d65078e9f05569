/**
 * The length of what String.prototype.replace writes for one match, worked out from the template without writing
 * it (ECMAScript's GetSubstitution): `` $` `` and `$'` stand for the text before and after the match, so a short
 * template on a long text can ask for more than JavaScript's longest string, and replace then throws "Invalid
 * string length". Summed over the matches, this is the size the result would reach, known before it is built.
 */

/** The length `template` takes for `match` (found in `text`). */
export function substitutionLength(template: string, match: RegExpExecArray, text: string): number {
  const groups = match.length - 1;
  let length = 0;
  for (let i = 0; i < template.length; i++) {
    if (template[i] !== '$' || i + 1 >= template.length) {
      length += 1;
      continue;
    }
    const next = template[i + 1];
    const taken = special(next, template, i, match, text, groups);
    if (taken === undefined) {
      length += 1;
      continue;
    }
    length += taken.length;
    i += taken.skip;
  }
  return length;
}

/** What `$` followed by `next` stands for: its length and how many characters after the `$` it takes. */
function special(
  next: string,
  template: string,
  at: number,
  match: RegExpExecArray,
  text: string,
  groups: number,
): { length: number; skip: number } | undefined {
  const end = match.index + match[0].length;
  if (next === '$') return { length: 1, skip: 1 };
  if (next === '&') return { length: match[0].length, skip: 1 };
  if (next === '`') return { length: match.index, skip: 1 };
  if (next === "'") return { length: Math.max(0, text.length - end), skip: 1 };
  if (next === '<') {
    const close = template.indexOf('>', at + 2);
    if (match.groups === undefined || close === -1) return undefined;
    return { length: match.groups[template.slice(at + 2, close)]?.length ?? 0, skip: close - at };
  }
  if (next < '0' || next > '9') return undefined;
  const two = Number(template.slice(at + 1, at + 3));
  if (/^\d\d$/.test(template.slice(at + 1, at + 3)) && two >= 1 && two <= groups)
    return { length: match[two]?.length ?? 0, skip: 2 };
  const one = Number(next);
  if (one >= 1 && one <= groups) return { length: match[one]?.length ?? 0, skip: 1 };
  return undefined;
}
