/**
 * The error notices the product spec demands as toasts (its sections 5 and 8: "Shown as toasts unless stated"),
 * by title, word for word. Such a toast shows even while the same fault's message beside the field is in view; any
 * other error (the site's own: a size limit, a tool the spec does not have) toasts only when that message is out of
 * view, so one fault is not reported twice on one screen.
 */
const SPEC_ERROR_TOASTS: ReadonlySet<string> = new Set([
  // Section 8, the error catalogue.
  'Encoding Error',
  'Decoding Error',
  'Unable to decode text. Make sure it contains valid URL encoded characters',
  'Unable to decode some URLs. Make sure they contain valid URL encoded characters.',
  'Invalid URL format',
  'XML Formatting Error',
  'XML Minification Error',
  'XML Validation Error',
  'Failed to generate QR code',
  'Failed to send support request. Please try again later.',
  'Failed to generate hashes',
  'Failed to generate diff',
  'JavaScript Formatting Error',
  'JavaScript Minification Error',
  'JavaScript Validation Error',
  'Invalid Unix timestamp',
  // Section 5, the validation messages.
  'Validation Error',
  'Invalid Email',
  'Please enter a URL or text',
  'Please enter XML to format',
  'Please enter XML to minify',
  'Please enter XML to validate',
  'Please enter some HTML to encode',
  'Please enter some HTML entities to decode',
  'Nothing to copy',
  'Invalid JSON',
  'Invalid JSON format',
  'Please select at least one character set',
  'Please enter HTML code to format',
  'Invalid HTML syntax',
  'Please enter CSS code to format',
  'Invalid CSS syntax',
  'Please upload an image file.',
  'Canvas context could not be created. Please try again.',
  'Failed to load image. Please try again with a different image.',
  'Please enter a valid hex color (e.g., #FFF or #FFFFFF)',
  'No text to convert',
  'Please enter a valid Unix timestamp',
  'Please enter a date',
  'Invalid date format',
  'Conversion error',
  'Please enter a value to convert',
  'Invalid input for the selected format',
  'Cannot swap when using text format',
  'Please enter both original and new code',
  'Please enter JavaScript code to format',
  'Please enter JavaScript code to minify',
  'Please enter JavaScript code to validate',
  'Please enter a valid Twitch video URL',
  'Please load a video first',
]);

/** Whether the spec demands this error notice as a toast, whatever else the screen shows. */
export const isSpecErrorToast = (title: string): boolean => SPEC_ERROR_TOASTS.has(title);
