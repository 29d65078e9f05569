import { formatInfo, type OutputFormat } from './formats';

/** Used when a file's name is empty or is all extension. */
const FALLBACK_BASE = 'image';

/** A file name without its last extension: 'holiday.photo.png' → 'holiday.photo'; '.png' → 'image'. */
export function baseName(fileName: string): string {
  const name = fileName.split(/[\\/]/).pop() ?? '';
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : dot === 0 ? '' : name;
  return base.trim() === '' ? FALLBACK_BASE : base;
}

/** The download's name: the original base name with the new format's extension (spec section 9). */
export function outputFileName(fileName: string, format: OutputFormat): string {
  return `${baseName(fileName)}.${formatInfo(format).extension}`;
}

/** Makes names unique in order, as a file manager would: 'a.jpg', 'a (2).jpg', 'a (3).jpg'. */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
