import { ToolError } from '../../shared/tool-error';

/** Spec section 8, word for word (shown as a toast: title, then description). */
export const BASE64_ENCODE_ERROR = {
  title: 'Encoding Error',
  description: 'Unable to encode text. Make sure it contains valid characters.',
} as const;

export const BASE64_DECODE_ERROR = {
  title: 'Decoding Error',
  description: 'Unable to decode. Make sure the input is valid Base64.',
} as const;

export const encodeError = () => new ToolError(BASE64_ENCODE_ERROR.title, BASE64_ENCODE_ERROR.description);
export const decodeError = () => new ToolError(BASE64_DECODE_ERROR.title, BASE64_DECODE_ERROR.description);
