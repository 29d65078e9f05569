/** File names for downloads: a name's base, and names made unique within one batch or archive. */

/** A file name without its last extension: 'holiday.photo.png' → 'holiday.photo'; '.png' → `fallback`. */
export function baseName(fileName: string, fallback = 'file'): string {
  const name = fileName.split(/[\\/]/).pop() ?? '';
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : dot === 0 ? '' : name;
  return base.trim() === '' ? fallback : base;
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
