/** Words of the shared components that no tool passes in. */
export const COMPONENT_TEXTS = {
  dropFile: 'Drop a file here or click to choose',
  changeFile: 'Change file',
  changeFiles: 'Change files',
  clearFile: 'Clear file',
  clearFiles: 'Clear files',
  /** A chip's name for several loaded files. */
  fileCount: (count: number) => `${count} files`,
} as const;
