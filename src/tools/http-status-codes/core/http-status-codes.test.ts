import { execFileSync } from 'node:child_process';
import { STATUS_CODES as NODE_STATUS_CODES } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { ToolError } from '../../../core/shared/tool-error';
import { STATUS_CODES, fault, findStatusCodes, searchStatusCodes } from '.';

/** Python's http.HTTPStatus: every code with its phrase (one spawn). */
const PYTHON = 'import http, json; print(json.dumps({s.value: s.phrase for s in http.HTTPStatus}))';
const python = JSON.parse(execFileSync('python3', ['-c', PYTHON], { encoding: 'utf8' })) as Record<string, string>;

/** Names the oracles still use where RFC 9110 (or the registry) renamed a code. */
const OLD_NAMES: Readonly<Record<number, readonly string[]>> = {
  413: ['Request Entity Too Large', 'Payload Too Large'],
  414: ['Request-URI Too Long'],
  416: ['Requested Range Not Satisfiable'],
  418: ["I'm a Teapot", "I'm a teapot"],
  422: ['Unprocessable Entity'],
  510: ['Not Extended'],
};
/** In node's table but never registered with IANA (an Apache extension). */
const NOT_REGISTERED = [509];
const ours = new Map(STATUS_CODES.map((status) => [status.code, status]));

describe('the bundled registry', () => {
  it.each([
    ['Python http.HTTPStatus', python],
    ['node http.STATUS_CODES', NODE_STATUS_CODES as Record<string, string>],
  ])('has every code of %s, by the same name or a documented rename', (_name, oracle) => {
    for (const [code, phrase] of Object.entries(oracle)) {
      if (NOT_REGISTERED.includes(Number(code))) continue;
      const status = ours.get(Number(code));
      expect(status, code).toBeDefined();
      expect([status!.name, ...(OLD_NAMES[Number(code)] ?? [])], code).toContain(phrase);
    }
    // Every registered code is in the oracle, but 306 (unused since HTTP/1.1's drafts).
    const missing = STATUS_CODES.filter((status) => !(status.code in oracle)).map((status) => status.code);
    expect(missing).toEqual([306]);
  });

  it('cites RFC 9110 sections in order, one chapter per class, and each code once', () => {
    expect(new Set(ours.keys()).size).toBe(STATUS_CODES.length);
    const sections = new Map<string, number[]>();
    for (const { code, rfc } of STATUS_CODES) {
      const section = /^RFC 9110, section 15\.(\d)\.(\d+)$/.exec(rfc);
      if (!section) continue;
      expect(Number(section[1]), String(code)).toBe(Math.floor(code / 100) + 1);
      sections.set(section[1], [...(sections.get(section[1]) ?? []), Number(section[2])]);
    }
    for (const numbers of sections.values()) expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect(STATUS_CODES.map((status) => status.code)).toEqual([...ours.keys()].sort((a, b) => a - b));
  });
});

describe('search', () => {
  const codes = (query: string) => searchStatusCodes(query).map((status) => status.code);

  it('finds a code, a class, a name and words of the meaning, names first', () => {
    expect(codes('404')).toEqual([404]);
    expect(codes('5xx')).toEqual([500, 501, 502, 503, 504, 505, 506, 507, 508, 510, 511]);
    expect(codes('30')).toEqual([300, 301, 302, 303, 304, 305, 306, 307, 308]);
    expect(codes('not found')).toEqual([404]);
    expect(codes('rate limit')).toEqual([429]);
    expect(codes('TIMEOUT')).toEqual([408, 504]);
    expect(codes('redirect').slice(0, 2)).toEqual([307, 308]);
    expect(codes('teapot')).toEqual([418]);
  });

  it('says when nothing matches, and refuses an overlong search', () => {
    expect(toolErrorOf(() => findStatusCodes('999'))).toMatchObject({
      code: 'http-status-codes.noMatch',
      params: { query: '999' },
    });
    expect(
      fault.is(
        toolErrorOf(() => findStatusCodes('x'.repeat(201))),
        'tooLong',
      ),
    ).toBe(true);
  });

  it('never throws anything but its own error on random text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        try {
          findStatusCodes(text);
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
        }
      }),
      { numRuns: 100 },
    );
  });
});
