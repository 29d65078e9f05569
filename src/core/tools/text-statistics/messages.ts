/** The text statistics' words (one table, for translation). */
export const TEXT_STATISTICS_MESSAGES = {
  graphemes: 'Characters',
  codePoints: 'Code points',
  utf16Units: 'UTF-16 code units',
  utf8Bytes: 'Bytes (UTF-8)',
  utf16Bytes: 'Bytes (UTF-16)',
  words: 'Words',
  sentences: 'Sentences',
  lines: 'Lines',
  paragraphs: 'Paragraphs',
  readingTime: 'Reading time',
  speakingTime: 'Speaking time',
  longestLine: 'Longest line',
  longestLineAt: (line: string, chars: string) => `line ${line}, ${chars} characters`,
  none: '—',
  seconds: (s: number) => `${s} s`,
  minutes: (m: number, s: number) => (s ? `${m} min ${s} s` : `${m} min`),
  hours: (h: number, m: number) => (m ? `${h} h ${m} min` : `${h} h`),
  noWords: 'No words.',
  approximate: 'Approximate: the rarest words were dropped to keep memory flat; counts may be a little low.',
  charactersNote:
    'Characters are grapheme clusters, what a reader sees as one character (👍🏽 is one, of 2 code points).',
} as const;
