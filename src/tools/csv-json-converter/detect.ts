/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, meaningfulLines, type Detector } from '../../core/site/detector';

/** A CSV line's delimiters outside quotes, for one candidate delimiter. */
function delimitersIn(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) count++;
  }
  return count;
}

/**
 * CSV: at least two lines (a header and a row) with the same number of one delimiter (comma, semicolon, tab or
 * pipe) outside quotes, on nine lines in ten. Code and stylesheets (braces, a line ending in ';') and indented text
 * are not tables.
 */
const detectCsv: Detector = ({ head }) => {
  if (/^[[{<\s]/.test(head)) return [];
  const lines = meaningfulLines(head, /^$/).slice(0, 20);
  if (lines.length < 2 || lines.some((line) => /[{}]|;\s*$/.test(line))) return [];
  for (const [delimiter, name] of [
    [',', 'commas'],
    [';', 'semicolons'],
    ['\t', 'tabs'],
    ['|', 'pipes'],
  ] as const) {
    const columns = delimitersIn(lines[0], delimiter);
    if (columns === 0) continue;
    const alike = lines.filter((line) => delimitersIn(line, delimiter) === columns).length;
    if (alike >= Math.max(2, lines.length * 0.9))
      return [hit('csv-json-converter', 65, `Looks like CSV (${columns + 1} columns split by ${name})`)];
  }
  return [];
};

export default detectCsv;
