/** The ZIP viewer's logic: the central directory (with ZIP64), DOS dates, and extraction with zip-bomb limits. */
export * from './messages';
export * from './directory';
export * from './dos-date';
export * from './extract';
