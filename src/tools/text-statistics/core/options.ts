/** The text statistics' options: how many top words, and whether stop words are left out of them. */
export interface TextStatisticsOptions {
  top: '10' | '25' | '50' | '100';
  skipStopWords: boolean;
}

export const TEXT_STATISTICS_DEFAULTS: TextStatisticsOptions = { top: '10', skipStopWords: true };
