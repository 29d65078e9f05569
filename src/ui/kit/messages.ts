/** The kit's own words, shared by every kit tool (one table, for translation). */
export const KIT_MESSAGES = {
  loadExample: 'Load Example',
  exampleTitle: (name: string) => `Example: ${name}`,
  exampleLoaded: 'Example loaded',
  clear: 'Clear',
  clearFile: 'Clear file',
  openFile: 'Open file',
  openFileTitle: (name: string) => `Open ${name}, or drop it onto the editor. Read on your device, never uploaded.`,
  dropToOpen: (name: string) => `Drop ${name} to open it`,
  fileNameAndSize: (name: string, size: string) => `${name} (${size})`,
  fileReady: (action: string) => `Ready: ${action} reads it from the file, on your device.`,
  fileRunning: (jobLabel: string) => `${jobLabel} the file…`,
  fileDone: 'Done: the result is ready.',
  actionsLabel: 'Action',
  outputsLabel: 'Output',
  optionsLabel: 'Options',
} as const;
