/** The ZIP viewer's words, one table for translation. */
const count = (n: number) => n.toLocaleString('en-US');
const counted = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

export const ZIP_MESSAGES = {
  // Errors (titles, then descriptions)
  listTitle: 'Cannot read the zip',
  extractTitle: 'Cannot extract',
  empty: 'The file is empty: a zip has at least its 22-byte end record.',
  // Plain words first, the format's detail after.
  noEnd: 'Not a ZIP file, or it is cut off. (No end of central directory record in its last 64 KiB.)',
  badZip64: 'The ZIP64 end record the locator points to is missing or damaged.',
  multiDisk: 'This is one part of a split (multi-disk) zip: open the archive whole.',
  directoryOutside: (offset: number, size: number) =>
    `The central directory (${count(size)} bytes at offset ${count(offset)}) lies outside the file: it is cut short or damaged.`,
  directoryTooLarge: (size: number, limit: number) =>
    `The central directory takes ${count(size)} bytes: more than the ${count(limit)} this viewer reads.`,
  badEntry: (index: number, offset: number) =>
    `Entry ${count(index + 1)} of the central directory (at offset ${count(offset)}) is damaged: no header signature there.`,
  entryCut: (index: number) => `Entry ${count(index + 1)} runs past the end of the central directory.`,
  countMismatch: (declared: number, found: number) =>
    `The end record declares ${count(declared)} entries, the central directory holds ${count(found)}.`,
  hugeNumber: 'A ZIP64 size or offset is beyond 2^53 bytes: the record is damaged.',
  badLocal: (name: string) => `The local header of '${name}' is missing: the zip is damaged or cut short.`,
  encrypted: (name: string) =>
    `'${name}' is encrypted: this viewer lists encrypted entries but does not decrypt them (use 7-Zip or unzip with the password).`,
  unsupportedMethod: (name: string, method: string) =>
    `'${name}' is compressed with ${method}, which this viewer cannot decompress (only stored and deflate).`,
  folder: (name: string) => `'${name}' is a folder: it has no content to extract.`,
  overlap: (name: string) =>
    `'${name}' shares its data with another entry: overlapping entries are how small zip bombs make huge outputs, so it is refused.`,
  declaredRatio: (name: string, ratio: string, limit: number) =>
    `'${name}' declares ${ratio} times its compressed size, past the ${count(limit)}x limit: refused as a possible zip bomb.`,
  largerThanDeclared: (name: string, declared: number) =>
    `'${name}' inflates to more than the ${count(declared)} bytes its header declares: stopped, and nothing was kept (a zip bomb?).`,
  smallerThanDeclared: (name: string, declared: number, produced: number) =>
    `'${name}' inflates to ${count(produced)} bytes, not the ${count(declared)} its header declares: the entry is damaged, and nothing was kept.`,
  badCrc: (name: string, expected: string, found: string) =>
    `'${name}' fails its CRC-32 check (expected ${expected}, got ${found}): the entry is damaged, and nothing was kept.`,
  corrupt: (name: string) => `'${name}' is not valid deflate data: the entry is damaged, and nothing was kept.`,
  dataCut: (name: string) => `The data of '${name}' runs past the end of the file: the zip is cut short.`,

  // Page texts
  privacy:
    'Read on your device and never uploaded: only the central directory is read to list, and an entry when you extract it.',
  dropFile: 'Drop a .zip here or click to choose',
  dropHint: 'Also .jar, .docx, .xlsx, .apk, .epub and other zip-based files, of any size.',
  listing: 'Reading the central directory…',
  entries: (n: number, files: number, folders: number) =>
    `${counted(n, 'entry', 'entries')}: ${counted(files, 'file', 'files')}, ${counted(folders, 'folder', 'folders')}`,
  total: (size: string, compressed: string) => `${size} in all, ${compressed} compressed`,
  tableLabel: 'Entries of the zip',
  columns: {
    name: 'Name',
    size: 'Size',
    compressed: 'Compressed',
    ratio: 'Ratio',
    date: 'Modified',
  },
  /** A folder's size, an empty entry's ratio. */
  noValue: '—',
  folderLabel: 'folder',
  encryptedNote: 'Encrypted',
  encryptedAesNote: 'Encrypted (AES)',
  encryptedHelp:
    'Encrypted entries are listed but not decrypted here: their names and sizes are visible, their content needs the password in 7-Zip or unzip.',
  suspiciousNote: 'Suspicious',
  extract: 'Extract',
  extractNamed: (name: string) => `Extract ${name}`,
  extracting: 'Extracting',
  extractAll: 'Extract all to a folder',
  extractAllHelp:
    'Writes every file into a folder you choose, as unzip does, with the zip’s folders; names that climb out of it (../) are kept inside.',
  extractAllDownloads: 'Extract all (one download each)',
  extractedAll: (n: number) => `${count(n)} files extracted`,
  skipped: (n: number) => `${count(n)} entries skipped (encrypted, unsupported or refused)`,
  extracted: (name: string) => `${name} extracted`,
  clear: 'Clear file',
  bytes: (n: number) => `${n} ${n === 1 ? 'byte' : 'bytes'}`,
  cancel: 'Cancel',
  title: 'ZIP file',
  /** The listing's download: the archive's own name, or 'ZIP file', with .txt. */
  listingFileName: (archive: string | undefined) => `${archive ?? 'ZIP file'}.txt`,
  zip64: '(ZIP64)',
  filter: 'Filter by name',
  noMatch: 'No entry matches the filter.',
} as const;
