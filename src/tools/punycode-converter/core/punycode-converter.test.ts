import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import { convertPunycode, fault, mixedScripts, punycodeDecode, punycodeEncode, PUNYCODE_ACTIONS } from '.';

const fromPoints = (...points: number[]) => String.fromCodePoint(...points);
const run = (action: string, text: string, direction: 'encode' | 'decode' = 'encode') =>
  convertPunycode(action, text, { direction });
const faultOf = (action: string, text: string, direction: 'encode' | 'decode' = 'encode') => {
  try {
    run(action, text, direction);
  } catch (error) {
    return error as ToolError;
  }
  throw new Error('no error');
};

describe('RFC 3492 §7.1 sample strings', () => {
  it.each([
    [
      '(A) Arabic',
      fromPoints(
        0x644,
        0x64a,
        0x647,
        0x645,
        0x627,
        0x628,
        0x62a,
        0x643,
        0x644,
        0x645,
        0x648,
        0x634,
        0x639,
        0x631,
        0x628,
        0x64a,
        0x61f,
      ),
      'egbpdaj6bu4bxfgehfvwxn',
    ],
    [
      '(B) Chinese',
      fromPoints(0x4ed6, 0x4eec, 0x4e3a, 0x4ec0, 0x4e48, 0x4e0d, 0x8bf4, 0x4e2d, 0x6587),
      'ihqwcrb4cv8a8dqg056pqjye',
    ],
    [
      '(L) mixed case kept',
      fromPoints(0x33, 0x5e74, 0x42, 0x7d44, 0x91d1, 0x516b, 0x5148, 0x751f),
      '3B-ww4c5e180e575a65lsy2b',
    ],
    ['(S) basic only', '-> $1.00 <-', '-> $1.00 <--'],
  ])('%s', (_name, unicode, ascii) => {
    expect(punycodeEncode(unicode)).toBe(ascii);
    expect(punycodeDecode(ascii)).toBe(unicode);
  });
});

describe('domains', () => {
  it('to xn-- with the URL API, and back, one a line', () => {
    expect(run(PUNYCODE_ACTIONS.toAscii, 'bücher.example\nMÜNCHEN.de').output).toBe(
      'xn--bcher-kva.example\nxn--mnchen-3ya.de',
    );
    expect(run(PUNYCODE_ACTIONS.toUnicode, 'xn--bcher-kva.example\nxn--e1afmkfd.xn--p1ai').output).toBe(
      'bücher.example\nпример.рф',
    );
  });

  it("converts an email address's domain only, and notes an international local part", () => {
    const result = run(PUNYCODE_ACTIONS.toAscii, 'josé@bücher.de');
    expect(result.output).toBe('josé@xn--bcher-kva.de');
    expect(result.notes).toEqual([{ kind: 'localPart', local: 'josé' }]);
  });

  it('flags a label that mixes scripts, naming them, once', () => {
    expect(run(PUNYCODE_ACTIONS.toUnicode, 'xn--pypal-4ve.com\nxn--pypal-4ve.com').notes).toEqual([
      { kind: 'lookAlike', label: 'pаypal', scripts: ['Latin', 'Cyrillic'] },
    ]);
    expect(mixedScripts('例えテスト')).toEqual([]);
    expect(mixedScripts('bücher')).toEqual([]);
    expect(mixedScripts('αpple')).toEqual(['Greek', 'Latin']);
  });

  it('names the label and the fault, on its line', () => {
    const spaced = faultOf(PUNYCODE_ACTIONS.toAscii, 'ok.com\nex ample.com');
    expect(fault.is(spaced, 'label')).toBe(true);
    expect(spaced.params).toEqual({ label: 'ex ample', problem: { code: 'forbidden', char: ' ' } });
    expect(spaced.at).toEqual({ line: 2, column: 1 });
    expect(faultOf(PUNYCODE_ACTIONS.toUnicode, 'xn--zz.com').params).toEqual({
      label: 'xn--zz',
      problem: { code: 'punycode', cause: { code: 'punycode-converter.truncated', params: {} } },
    });
    expect(faultOf(PUNYCODE_ACTIONS.toUnicode, 'xn--abc-.com').params).toMatchObject({
      problem: { code: 'notCanonical' },
    });
    expect(faultOf(PUNYCODE_ACTIONS.toAscii, `${'a'.repeat(64)}.com`).params).toMatchObject({
      problem: { code: 'labelTooLong', length: 64 },
    });
    expect(fault.is(faultOf(PUNYCODE_ACTIONS.toAscii, 'a..b'), 'emptyLabel')).toBe(true);
  });

  it('raw punycode, both directions, names a bad digit', () => {
    expect(run(PUNYCODE_ACTIONS.raw, 'bücher').output).toBe('bcher-kva');
    expect(run(PUNYCODE_ACTIONS.raw, 'bcher-kva', 'decode').output).toBe('bücher');
    const digit = faultOf(PUNYCODE_ACTIONS.raw, 'bcher-k_a', 'decode');
    expect(fault.is(digit, 'badDigit')).toBe(true);
    expect(digit.params).toEqual({ char: '_', position: 8 });
    expect(digit.at).toEqual({ line: 1, column: 1 });
  });
});

describe('properties', () => {
  it('a label → punycode → the label', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (label) => {
        expect(punycodeDecode(punycodeEncode(label))).toBe(label);
      }),
      { numRuns: 200 },
    );
  });

  it('any text gives a result or a ToolError, in every action', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(PUNYCODE_ACTIONS)),
        fc.constantFrom('encode', 'decode'),
        fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: fc.constantFrom(...'xn--.aé@ 9z-'), maxLength: 30 })),
        (action, direction, text) => {
          try {
            convertPunycode(action, text, { direction: direction });
          } catch (error) {
            expect(error).toBeInstanceOf(ToolError);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("Python's punycode and idna codecs as oracles (one spawn)", () => {
  const ORACLE = `
import json, sys
labels, domains = json.load(sys.stdin)
print(json.dumps([[l.encode('punycode').decode() for l in labels], [d.encode('idna').decode() for d in domains]]))
`;
  it('agree on generated labels and on domains where IDNA 2003 and UTS #46 agree', () => {
    const labels = fc.sample(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }), { numRuns: 100, seed: 33 });
    const domains = [
      'bücher.example',
      'münchen.de',
      'пример.рф',
      '例え.テスト',
      'ελληνικά.gr',
      'mañana.com',
      'δοκιμή.com',
    ];
    const oracle = spawnSync('python3', ['-c', ORACLE], { input: JSON.stringify([labels, domains]), encoding: 'utf8' });
    expect(oracle.stderr).toBe('');
    const [punycode, idna] = JSON.parse(oracle.stdout) as string[][];
    expect(labels.map(punycodeEncode)).toEqual(punycode);
    expect(domains.map((domain) => run(PUNYCODE_ACTIONS.toAscii, domain).output)).toEqual(idna);
    expect(run(PUNYCODE_ACTIONS.toUnicode, idna.join('\n')).output).toBe(domains.join('\n'));
  });
});
