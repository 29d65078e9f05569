/** A 1-based line and column in a text, as parsers report them and editors show them. */
export interface TextPosition {
  line: number;
  column: number;
}
