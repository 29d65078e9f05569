/** The kit's own words, shared by every kit tool (one table, for translation). */
export const KIT_MESSAGES = {
  loadExample: 'Load Example',
  exampleTitle: (name: string) => `Example: ${name}`,
  exampleLoaded: 'Example loaded',
  clear: 'Clear',
  clearFile: 'Clear file',
  fileHint: 'Read on your device, never uploaded.',
  fileInWorker: (name: string, size: string) => `${name}: ${size}, read from the file when you run it`,
  actionsLabel: 'Action',
  outputsLabel: 'Output',
  optionsLabel: 'Options',
} as const;
