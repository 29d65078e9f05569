/** Every visible string of the JSON query's core: its errors and limits. */
export const JSON_QUERY_MESSAGES = {
  emptyDocument: 'Please enter JSON to query.',
  emptyJsonPath: 'Please enter a JSONPath expression.',
  emptyJq: 'Please enter a jq filter.',
  invalidJson: 'Invalid JSON',
  invalidJsonPath: 'Invalid JSONPath',
  invalidJq: 'Invalid jq filter',
  jqError: 'jq error',
  queryFailed: 'The query failed',
  noResults: 'No results: the path matches nothing in the document.',
  tooDeep: 'Nested too deeply to query: the document or the query recurses past what the page can follow.',
  resultTooLarge: 'The result is too large to show (more than 500 MB of text).',
  unclosed: (what: string) => `${what} is not closed`,
  unexpected: (what: string) => `Unexpected ${what}`,
  /** The main-thread bound of a query, in seconds. */
  timeLimitTitle: 'The query took too long',
  timeLimit: (seconds: number) =>
    `Stopped after ${seconds} s: the query may loop forever or build a huge result (repeat, range, recursion). Change the query and it runs again.`,
  crashedTitle: 'The query stopped',
  crashed: (detail: string) =>
    `jq stopped (${detail}). It was restarted: try a smaller input or a query that builds less.`,
  workerStopped: (detail: string) => `${detail} It was restarted: try a smaller input or a query that builds less.`,
} as const;
