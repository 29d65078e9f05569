/** QR error correction levels: L 7%, M 15%, Q 25%, H 30% of the code may be restored. */
export type ErrorCorrection = 'L' | 'M' | 'Q' | 'H';
