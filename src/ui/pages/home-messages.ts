/** The home page's words (the grid titles, count line and empty state are the spec's). */
export const HOME = {
  heroTitle: 'Developer tools that stay on your device',
  heroText:
    'Encoders, formatters, hashes, converters and generators, fast on huge inputs. Everything runs in your browser: nothing you type or drop is uploaded.',
  heroPromise: 'Free, no account, no tracking by default',
  popular: 'Popular Tools',
  /** The site counts no visits: Popular is a pick, and says so. */
  popularIntro: 'Our pick: this site counts no visits.',
  allTools: 'All Tools',
  planned: 'Planned',
  plannedIntro: 'Not built yet. Their page says more and lets you ask for the ones you need.',
  plannedLink: 'See the planned tools',
  hideGroup: (category: string) => `Hide ${category}`,
  showGroup: (category: string) => `Show ${category}`,
  searchResults: 'Search Results',
  categoryTools: (category: string) => `${category} Tools`,
  count: (n: number) => `${n} ${n === 1 ? 'tool matches' : 'tools match'} your search`,
  noToolsTitle: 'No tools found',
  noToolsMessage: 'Try adjusting your search or filter criteria',
  openFile: 'Open a file',
  dropFile: 'Drop a file to find the tools for it',
  fileTools: (name: string) => `Tools for ${name}`,
  noFileTool: 'No tool takes files yet.',
} as const;
