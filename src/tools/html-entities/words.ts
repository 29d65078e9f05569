/** The HTML entity encoder's and decoder's words: what each says of a blank input (spec section 5, word for word). */
export const HTML_BLANK = {
  encode: 'Please enter some HTML to encode',
  decode: 'Please enter some HTML entities to decode',
} as const;
