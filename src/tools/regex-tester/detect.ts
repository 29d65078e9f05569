/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, type Detector } from '../../core/site/detector';
import { parseRegexLiteral } from './core/literal';

/** A regex's own characters: a literal without any (`/api/`) is more likely a path than a pattern. */
const REGEX_SYNTAX = /[\\^$.*+?()[\]{}|]/;

/**
 * A regex literal, `/pattern/flags` on one line, that JavaScript compiles: with flags, or with some regex syntax in
 * the pattern, so a path such as `/api/` is not one.
 */
const detectRegexLiteral: Detector = ({ head, complete }) => {
  if (!complete || head[0] !== '/') return [];
  const literal = parseRegexLiteral(head);
  if (!literal || (literal.flags === '' && !REGEX_SYNTAX.test(literal.pattern))) return [];
  return [
    hit('regex-tester', 85, `Looks like a regular expression${literal.flags ? ` (flags ${literal.flags})` : ''}`),
  ];
};

export default detectRegexLiteral;
