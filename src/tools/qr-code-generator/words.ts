/** The QR code generator's words are its family's (src/tools/qr/words.ts): loaded with its screen. */
export * from '../qr/words';
