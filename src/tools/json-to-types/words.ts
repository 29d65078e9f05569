/** The JSON to types tool's words (one table, for translation). */
export const JSON_TYPES_MESSAGES = {
  blank: 'Please enter JSON to generate types',
  invalidTitle: 'Invalid JSON',
  noTypesTitle: 'No types',
  badRootName: 'The root type’s name must start with a letter and hold only letters, digits and underscores.',
  noNamedType:
    'A top-level array of values other than objects has no named type in this language. Wrap it in an object, e.g. {"items": …}.',
  tooLong: (limit: string) => `The JSON is longer than ${limit} characters, the most this tool reads.`,
  quicktype: (reason: string) => `quicktype could not type this JSON: ${reason}`,
} as const;
