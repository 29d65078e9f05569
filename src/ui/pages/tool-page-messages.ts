/** The tool page frame's own words (a tool's name and description are the catalogue's). */
export const TOOL_PAGE_WORDS = {
  moreDescription: 'More',
  lessDescription: 'Less',
} as const;
