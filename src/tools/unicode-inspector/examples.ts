import type { UnicodeOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

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
      characters: [
        '#   Character  Code point  Name                     Category  Script    UTF-8  UTF-16  HTML',
        '1   p          U+0070      LATIN SMALL LETTER P     Ll        Latin     70     0070    &#x70;',
        '2   а          U+0430      CYRILLIC SMALL LETTER A  Ll        Cyrillic  D0 B0  0430    &#x430;',
        '3   y          U+0079      LATIN SMALL LETTER Y     Ll        Latin     79     0079    &#x79;',
        '4   p          U+0070      LATIN SMALL LETTER P     Ll        Latin     70     0070    &#x70;',
        '5   a          U+0061      LATIN SMALL LETTER A     Ll        Latin     61     0061    &#x61;',
        '6   l          U+006C      LATIN SMALL LETTER L     Ll        Latin     6C     006C    &#x6C;',
        '7   .          U+002E      FULL STOP                Po        Common    2E     002E    &#x2E;',
        '8   c          U+0063      LATIN SMALL LETTER C     Ll        Latin     63     0063    &#x63;',
        '9   o          U+006F      LATIN SMALL LETTER O     Ll        Latin     6F     006F    &#x6F;',
        '10  m          U+006D      LATIN SMALL LETTER M     Ll        Latin     6D     006D    &#x6D;',
        '',
      ].join('\n'),
    },
  },
  {
    // One character (grapheme) of two code points, an emoji of four UTF-8 bytes and a UTF-16 surrogate pair.
    name: 'An accent, an emoji and a Hangul syllable',
    input: 'e\u0301😀\uD55C',
    expect: {
      findings:
        'No hidden characters: no zero-width characters, bidirectional controls, unusual spaces, control characters or look-alike letters.\n',
      characters: [
        '#  Character  Code point  Name                    Category  Script     UTF-8        UTF-16     HTML',
        '1  e          U+0065      LATIN SMALL LETTER E    Ll        Latin      65           0065       &#x65;',
        '1  ◌\u0301         U+0301      COMBINING ACUTE ACCENT  Mn        Inherited  CC 81        0301       &#x301;',
        '2  😀         U+1F600     GRINNING FACE           So        Common     F0 9F 98 80  D83D DE00  &#x1F600;',
        '3  한          U+D55C      HANGUL SYLLABLE HAN     Lo        Hangul     ED 95 9C     D55C       &#xD55C;',
        '',
      ].join('\n'),
    },
  },
  {
    name: 'Clean up a pasted line',
    input: 'Hello\u200B world\u00A0! Sign in at p\u0430ypal.com\u202E',
    action: 'clean',
    expect: { output: 'Hello world ! Sign in at paypal.com' },
  },
];
