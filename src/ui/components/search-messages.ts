/** The words of the tool search: the header's field, the command palette and the home page's results. */
export const SEARCH_WORDS = {
  placeholder: 'Search developer tools...',
  fieldLabel: 'Search tools',
  clear: 'Clear search',
  paletteTitle: 'Command palette',
  paletteField: 'Find a tool',
  palettePlaceholder: 'Find a tool…',
  paletteResults: 'Tools',
  noTools: 'No tools found',
  recent: 'Recent',
  comingSoon: 'Coming Soon',
  openWithPasted: 'Open with pasted text',
  openWithTyped: 'Open with this text',
  /** Before the closest tools, when no tool has the query's words as typed (typos forgiven). */
  closestOnly: (query: string) => `No tool matches "${query.trim()}". Closest:`,
} as const;
