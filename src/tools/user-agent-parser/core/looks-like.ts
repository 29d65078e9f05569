/**
 * Whether a text is a User-Agent header value, for smart paste (no library: the shared bundle imports it). Narrow:
 * one line, "Mozilla/5.0 (platform)" followed by product tokens of which one at least is "name/digits" (or
 * nothing after a crawler's "(compatible; …)"), or a crawler's "name/1.0 (+https://…)"; a sentence that mentions
 * Mozilla, or a URL, is not one.
 */
const BROWSER = /^Mozilla\/5\.0 \([^()\n]{3,200}\)( [\w.-]+(\/[\w.+-]+)?( \([^()\n]{0,100}\))?)*$/;
const PRODUCT = /\) [\w.-]+\/\d/;
const COMPATIBLE = /^Mozilla\/5\.0 \(compatible; [^()\n]{3,200}\)$/;
const BOT = /^[\w.-]{2,40}\/[\d.]{1,20} \(\+?https?:\/\/[^\s()]{4,200}\)$/;

export const looksLikeUserAgent = (text: string): boolean => {
  const line = text.trim();
  if (line.length > 1000) return false;
  return (BROWSER.test(line) && PRODUCT.test(line)) || COMPATIBLE.test(line) || BOT.test(line);
};
