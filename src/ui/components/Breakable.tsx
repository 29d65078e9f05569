import { Fragment } from 'react';

/** Characters a long URL-like value may break before (keeping "//" and "://" whole). */
const BEFORE = new Set(['.', '/', '-', '_', '?', '#', '%', '~', '=', '&']);
/** Characters it may break after. */
const AFTER = new Set([':', '=', '&', ',', ';']);

/**
 * Splits a value into the pieces between which a line may break, the way long URLs are usually
 * broken: before a dot, slash, hyphen, question mark or hash; after a colon or "//"; either side of
 * = and & (so "https://example.com/a?b=c" → "https://", "example", ".com", "/a", "?b", "=", "c").
 * The pieces join back to the value.
 */
export function breakSegments(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i < text.length; i++) {
    const c = text[i];
    const prev = text[i - 1];
    if (/\s/.test(c) || /\s/.test(prev)) continue;
    const before = BEFORE.has(c) && !(c === '/' && (prev === '/' || prev === ':')) && !BEFORE.has(prev);
    const after = (AFTER.has(prev) && c !== '/') || (prev === '/' && text[i - 2] === '/' && c !== '/');
    if (before || after) {
      parts.push(text.slice(start, i));
      start = i;
    }
  }
  if (start < text.length || parts.length === 0) parts.push(text.slice(start));
  return parts;
}

/**
 * A value that wraps at sensible points (see breakSegments) and, for pieces longer than a line
 * (a hash, a token), anywhere rather than overflowing. The text content is the value unchanged.
 */
export function Breakable({ text }: { text: string }) {
  const parts = breakSegments(text);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
