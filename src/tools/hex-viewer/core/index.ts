/** The hex viewer's logic: xxd rows, offsets, search patterns, a search over chunks, the inspector, copying. */
export * from './messages';
export * from './rows';
export * from './offset';
export * from './pattern';
export * from './search';
export * from './inspector';
export * from './copy';
export * from './pages';
