import type { UnicodeOptions } from '../../../core/tools/unicode-inspector';
import type { KitExample } from '../../kit/declaration';

const ROW_HEADER = '#\tCharacter\tCode point\tName\tCategory\tScript\tUTF-8\tUTF-16\tHTML\n';

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<UnicodeOptions>[] = [
  {
    // The "Trojan Source" trick (CVE-2021-42574): the comment is shown inside the string, the code runs otherwise.
    name: 'Trojan Source: bidirectional controls in code',
    input: 'if (accessLevel != "user\u202E \u2066// Check if admin\u2069 \u2066") {',
    expect: {
      findings: `4 hidden characters: 4 bidirectional controls.

Line 1, column 25: U+202E RIGHT-TO-LEFT OVERRIDE, bidirectional control
Line 1, column 27: U+2066 LEFT-TO-RIGHT ISOLATE, bidirectional control
Line 1, column 45: U+2069 POP DIRECTIONAL ISOLATE, bidirectional control
Line 1, column 47: U+2066 LEFT-TO-RIGHT ISOLATE, bidirectional control
`,
    },
  },
  {
    name: 'A Cyrillic letter in a domain name',
    input: 'p\u0430ypal.com',
    expect: {
      findings: `1 hidden character: 1 look-alike letter.

Line 1, column 2: U+0430 CYRILLIC SMALL LETTER A, look-alike letter (looks like Latin a)
`,
      characters: `${ROW_HEADER}1\tp\tU+0070\tLATIN SMALL LETTER P\tLl\tLatin\t70\t0070\t&#x70;
2\t\u0430\tU+0430\tCYRILLIC SMALL LETTER A\tLl\tCyrillic\tD0 B0\t0430\t&#x430;
3\ty\tU+0079\tLATIN SMALL LETTER Y\tLl\tLatin\t79\t0079\t&#x79;
4\tp\tU+0070\tLATIN SMALL LETTER P\tLl\tLatin\t70\t0070\t&#x70;
5\ta\tU+0061\tLATIN SMALL LETTER A\tLl\tLatin\t61\t0061\t&#x61;
6\tl\tU+006C\tLATIN SMALL LETTER L\tLl\tLatin\t6C\t006C\t&#x6C;
7\t.\tU+002E\tFULL STOP\tPo\tCommon\t2E\t002E\t&#x2E;
8\tc\tU+0063\tLATIN SMALL LETTER C\tLl\tLatin\t63\t0063\t&#x63;
9\to\tU+006F\tLATIN SMALL LETTER O\tLl\tLatin\t6F\t006F\t&#x6F;
10\tm\tU+006D\tLATIN SMALL LETTER M\tLl\tLatin\t6D\t006D\t&#x6D;
`,
    },
  },
  {
    // One character (grapheme) of two code points, an emoji of four UTF-8 bytes and a UTF-16 surrogate pair.
    name: 'An accent, an emoji and a Hangul syllable',
    input: 'e\u0301😀\uD55C',
    expect: {
      findings:
        'No hidden characters: no zero-width characters, bidirectional controls, unusual spaces, control characters or look-alike letters.\n',
      characters: `${ROW_HEADER}1\te\tU+0065\tLATIN SMALL LETTER E\tLl\tLatin\t65\t0065\t&#x65;
1\t\u25CC\u0301\tU+0301\tCOMBINING ACUTE ACCENT\tMn\tInherited\tCC 81\t0301\t&#x301;
2\t😀\tU+1F600\tGRINNING FACE\tSo\tCommon\tF0 9F 98 80\tD83D DE00\t&#x1F600;
3\t\uD55C\tU+D55C\tHANGUL SYLLABLE HAN\tLo\tHangul\tED 95 9C\tD55C\t&#xD55C;
`,
    },
  },
  {
    name: 'Clean up a pasted line',
    input: 'Hello\u200B world\u00A0! Sign in at p\u0430ypal.com\u202E',
    action: 'clean',
    expect: { output: 'Hello world ! Sign in at paypal.com' },
  },
];
