/**
 * A field's label as a word inside a sentence ('Password' → 'password', 'Private key (PKCS#8 PEM)' → 'private key
 * (PKCS#8 PEM)'), so every Show button reads 'Show password'; an acronym ('HMAC key', 'JWT') keeps its capitals.
 */
export const inSentence = (label: string): string =>
  /^\p{Lu}\p{Ll}/u.test(label) ? label[0].toLowerCase() + label.slice(1) : label;

/** The words of the UI pieces shared by several tools (colour read-out, bulk download, codec input, out-of-date marker), one table for translation. */
export const SHARED_TEXTS = {
  copied: 'Copied!',
  copy: (label: string) => `Copy ${label}`,
  colourSwatch: (hex: string) => `Color swatch ${hex}`,
  colourValues: 'Color values',
  hex: 'HEX',
  rgb: 'RGB',
  hsl: 'HSL',
  hexCopied: 'HEX value copied to clipboard',
  rgbCopied: 'RGB value copied to clipboard',
  hslCopied: 'HSL value copied to clipboard',
  cssName: 'CSS name',
  nearestCssName: 'Nearest CSS name',
  colourNameCopied: 'Color name copied to clipboard',
  howMany: (noun: string) => `How many ${noun}`,
  wholeNumberUpTo: (max: string) => `Enter a whole number from 1 to ${max}`,
  generateAndDownload: 'Generate and download .txt',
  generating: (noun: string) => `Generating ${noun}`,
  cancelGenerating: (noun: string) => `Cancel generating ${noun}`,
  generateAgain: 'Generate again',
  generatedIn: (count: string, noun: string, seconds: string) => `Generated ${count} ${noun} in ${seconds} s`,
  working: 'Working…',
  ctrlEnterHint: 'Ctrl+Enter runs it too',
  preview: 'Preview',
  outOfDateInvalid: 'Out of date: shows the last valid input',
  outOfDatePress: (action: string) => `Out of date: press ${action}`,
  linkNotApplied: 'The tool was left as it was.',
  show: (name: string) => `Show ${inSentence(name)}`,
  hide: (name: string) => `Hide ${inSentence(name)}`,
} as const;
