/**
 * The one error type the codec tools (Base64, URL, HTML entities) throw on bad input.
 * `title` and `description` are shown as a toast; `message` is the spec's full sentence,
 * e.g. 'Decoding Error: Unable to decode. Make sure the input is valid Base64.'
 */
export class CodecError extends Error {
  readonly title: string;
  readonly description: string | undefined;

  constructor(title: string, description?: string) {
    super(description ? `${title}: ${description}` : title);
    this.name = 'CodecError';
    this.title = title;
    this.description = description;
  }
}
