/** Words of the shared components that no tool passes in. */
export const COMPONENT_TEXTS = {
  dropFile: 'Drop a file here or click to choose',
  changeFile: 'Change file',
} as const;
