/**
 * Pasting into the command palette's search field. The field is one line, and a paste may be megabytes of JSON:
 * the field gets a one-line piece of it (line breaks as spaces, capped, so the tool search stays cheap), while the
 * whole text, line breaks kept, is what detection looks at and what a chosen tool opens with.
 */

/** The longest piece of a paste the field takes. */
export const PASTE_INTO_QUERY_CHARS = 200;

export interface PasteIntoQuery {
  /** What goes into the field at its selection: one line, at most PASTE_INTO_QUERY_CHARS. */
  insert: string;
  /** The field's whole text with the paste in it, as pasted. */
  content: string;
}

/** What pasting `text` over the selection `start`..`end` of the field's `value` puts in the field and gives. */
export function pasteIntoQuery(value: string, start: number, end: number, text: string): PasteIntoQuery {
  const insert = oneLine(text.slice(0, PASTE_INTO_QUERY_CHARS * 2)).slice(0, PASTE_INTO_QUERY_CHARS);
  return { insert, content: value.slice(0, start) + text + value.slice(end) };
}

/** Line breaks (and tabs) as single spaces, as a one-line field shows them. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ');
