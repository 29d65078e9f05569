/** Everything of the hash generator's core; the main thread imports the WASM-free modules directly. */
export * from './algorithms';
export * from './engines';
export * from './format';
export * from './hash';
export * from './plan';
