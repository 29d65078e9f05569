/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, plural, type Detector } from '../../core/site/detector';

const HTML_TAGS =
  /<(!doctype html|html|head|body|div|span|p|a|img|script|style|link|meta|table|tr|td|ul|ol|li|h[1-6]|form|input|button|section|header|footer|nav|main|article|br|hr|em|strong|b|i|label|select|option|textarea|iframe|template)[\s>/]/gi;

/** A document whose root is <svg>: nothing but an XML declaration, comments and an SVG doctype before it. */
const SVG_START = /^(?:<\?xml[^>]*\?>\s*)?(?:<!--(?:(?!-->)[\s\S])*-->\s*|<!doctype svg[^>]*>\s*)*<svg[\s>/]/i;

const detectMarkup: Detector = ({ head, complete }) => {
  if (!/^<[!?a-z]/i.test(head) || (complete && !head.endsWith('>'))) return [];
  const tags = head.match(/<\/?[a-z][\w.:-]*[^<>]*>/gi)?.length ?? 0;
  if (tags < 1) return [];
  const htmlTags = head.match(HTML_TAGS)?.length ?? 0;
  const xmlDecl = /^<\?xml[\s?]/i.test(head);
  // An SVG file is XML even though its elements share names with HTML's (a, style, script).
  const svgRoot = /^svg$/i.test(/<([a-z][\w.:-]*)/i.exec(head)?.[1] ?? '');
  const html = !xmlDecl && !svgRoot && (htmlTags > 0 || /^<!doctype html/i.test(head));
  const count = `${plural(tags, 'tag')}${complete ? '' : ' in the first 64 KB'}`;
  if (html) {
    return [
      hit('html-formatter', 80, `Looks like HTML (${count})`),
      hit('html-encoder', 30, 'HTML markup: escape it to show it as text'),
      hit('xml-formatter', 20, `Markup that may be XHTML (${count})`),
    ];
  }
  // The formatter stays first for XML (formatting is what a paste of XML is most often for); the converter is next.
  const xml = [
    hit('xml-formatter', 80, `Looks like XML (${xmlDecl ? 'an XML declaration, ' : ''}${count})`),
    hit('xml-json-converter', 60, `XML: convert it to JSON (${count})`),
    hit('html-encoder', 25, 'Markup: escape it to show it as text'),
  ];
  // An SVG document (<svg first, after an XML declaration or comments only) is most often pasted to be optimised.
  return SVG_START.test(head) ? [hit('svg-optimizer', 90, `Looks like an SVG image (${count})`), ...xml] : xml;
};

export default detectMarkup;
