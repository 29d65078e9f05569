/**
 * A field's label as a word inside a sentence ('Password' → 'password', 'Private key (PKCS#8 PEM)' → 'private key
 * (PKCS#8 PEM)'), so every Show button reads 'Show password'; an acronym ('HMAC key', 'JWT') keeps its capitals.
 */
export const inSentence = (label: string): string =>
  /^\p{Lu}\p{Ll}/u.test(label) ? label[0].toLowerCase() + label.slice(1) : label;

/** Words of the shared components that no tool passes in (a Show button reads 'Show password'). */
export const COMPONENT_TEXTS = {
  dropFile: 'Drop a file here or click to choose',
  changeFile: 'Change file',
  changeFiles: 'Change files',
  clearFile: 'Clear file',
  clearFiles: 'Clear files',
  /** A chip's name for several loaded files. */
  fileCount: (count: number) => `${count} files`,
  loadExample: 'Load Example',
  exampleTitle: (name: string) => `Example: ${name}`,
  exampleLoaded: 'Example loaded',
  /** A result past what the clipboard takes (the whole of it is a file the page never reads as one string). */
  copyLimit: (limit: string) => `Copy is available up to ${limit} characters; Download has the whole output.`,
  outOfDateInvalid: 'Out of date: shows the last valid input',
  outOfDatePress: (action: string) => `Out of date: press ${action}`,
  show: (name: string) => `Show ${inSentence(name)}`,
  hide: (name: string) => `Hide ${inSentence(name)}`,
} as const;
