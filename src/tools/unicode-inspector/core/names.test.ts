import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import * as data from './names-data';
import { nameTableOf } from './names';

const table = nameTableOf(data);

/** Python's names of every assigned code point (its UCD), as "hex\tname" lines; null where python3 is missing. */
function pythonNames(): { version: string; lines: string[] } | null {
  const script = `import unicodedata, sys
out = [unicodedata.unidata_version]
for cp in range(0x110000):
    n = unicodedata.name(chr(cp), None)
    if n is not None: out.append('%x\\t%s' % (cp, n))
sys.stdout.write('\\n'.join(out))`;
  try {
    const [version, ...lines] = execFileSync('python3', ['-c', script], { maxBuffer: 64 << 20 })
      .toString()
      .split('\n');
    return { version, lines };
  } catch {
    return null;
  }
}

const oracle = pythonNames();
const versionParts = (version: string) => version.split('.').map(Number);
const notNewer = (a: string, b: string) => {
  const [x, y] = [versionParts(a), versionParts(b)];
  return x[0] < y[0] || (x[0] === y[0] && x[1] <= y[1]);
};

describe('the names table', () => {
  it('names letters, emoji, ideographs and Hangul syllables as the UCD does', () => {
    expect(table.nameOf(0x41)).toBe('LATIN CAPITAL LETTER A');
    expect(table.nameOf(0x430)).toBe('CYRILLIC SMALL LETTER A');
    expect(table.nameOf(0x200b)).toBe('ZERO WIDTH SPACE');
    expect(table.nameOf(0x202e)).toBe('RIGHT-TO-LEFT OVERRIDE');
    expect(table.nameOf(0x1f600)).toBe('GRINNING FACE');
    expect(table.nameOf(0x4e00)).toBe('CJK UNIFIED IDEOGRAPH-4E00');
    expect(table.nameOf(0x2f800)).toBe('CJK COMPATIBILITY IDEOGRAPH-2F800');
    expect(table.nameOf(0xac00)).toBe('HANGUL SYLLABLE GA');
    expect(table.nameOf(0xd7a3)).toBe('HANGUL SYLLABLE HIH');
  });

  it('has no name for controls, private use, surrogates and unassigned code points', () => {
    for (const cp of [0, 0x1f, 0x7f, 0x9f, 0xd800, 0xe000, 0xfffe, 0x10ffff]) expect(table.nameOf(cp)).toBeNull();
  });

  // The oracle: Python's unicodedata over every code point. Names never change once given (the UCD's stability
  // policy), so a Python with an older UCD than the table's checks every name it has.
  it.runIf(oracle !== null && notNewer(oracle.version, data.UCD_VERSION))(
    "gives Python's unicodedata.name for every named code point",
    () => {
      const expected = new Map(oracle!.lines.map((line) => line.split('\t') as [string, string]));
      let compared = 0;
      const wrong: string[] = [];
      for (const [hex, name] of expected) {
        const ours = table.nameOf(parseInt(hex, 16));
        if (ours !== name) wrong.push(`${hex}: ${ours} != ${name}`);
        compared++;
      }
      expect(wrong.slice(0, 10)).toEqual([]);
      expect(compared).toBeGreaterThan(130_000);
      if (oracle!.version === data.UCD_VERSION)
        for (let cp = 0; cp < 0x110000; cp++)
          if (!expected.has(cp.toString(16)) && table.nameOf(cp) !== null) wrong.push(cp.toString(16));
      expect(wrong.slice(0, 10)).toEqual([]);
    },
  );
});
