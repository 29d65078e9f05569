import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Tool } from './catalogue';
import { TOOLS } from './tools';
import { availableFirst, filterTools, matchesQuery } from './search';

const ids = (tools: Tool[]) => tools.map((t) => t.id);

describe('search', () => {
  it('puts the working tools before the planned ones, keeping the order within each', () => {
    const soon = (id: string): Tool => ({ ...TOOLS[0], id, comingSoon: true });
    const [a, b] = TOOLS;
    expect(ids(availableFirst([soon('x'), a, soon('y'), b]))).toEqual([a.id, b.id, 'x', 'y']);
  });

  it('matches names case-insensitively and trimmed', () => {
    expect(ids(filterTools(TOOLS, '  BASE64 ', null))).toEqual(['base64-encoder', 'base64-decoder']);
  });

  it('matches descriptions, the tool whose description has the words as typed first', () => {
    expect(ids(filterTools(TOOLS, 'safe use in urls', null))[0]).toBe('url-encoder');
  });

  it('ranks the best match first: a whole name or keyword before a word inside another', () => {
    expect(ids(filterTools(TOOLS, 'zip', null))[0]).toBe('zip-viewer');
    expect(ids(filterTools(TOOLS, 'zip', null))).toContain('gzip-tool');
    expect(ids(filterTools(TOOLS, 'json to yaml', null))[0]).toBe('yaml-json-converter');
  });

  it('finds text that has no words as typed', () => {
    expect(ids(filterTools(TOOLS, '%', null))).toEqual(['percentage-calculator']);
  });

  it('never takes a different number for a typo', () => {
    expect(ids(filterTools(TOOLS, 'base45', null))).toEqual(['base-encoder']);
    expect(ids(filterTools(TOOLS, 'bsae64', null))).toContain('base64-encoder');
  });

  it('matches the category name', () => {
    const hardware = ids(filterTools(TOOLS, 'hardware', null));
    expect(hardware).toContain('system-info');
    expect(hardware).toContain('keyboard-tester');
  });

  it('matches keywords', () => {
    expect(ids(filterTools(TOOLS, 'epoch', null))).toEqual(['unix-time-converter']);
    expect(ids(filterTools(TOOLS, 'sha256', null))).toContain('hash-generator');
  });

  it('combines the query with a category', () => {
    expect(ids(filterTools(TOOLS, 'url', 'network'))).toEqual(['url-parser']);
    expect(filterTools(TOOLS, '', 'hardware').every((t) => t.category === 'hardware')).toBe(true);
  });

  it('returns everything for blank text and no category', () => {
    expect(filterTools(TOOLS, '   ', null)).toHaveLength(TOOLS.length);
  });

  it('finds nothing for nonsense', () => {
    expect(filterTools(TOOLS, 'zzqxv-nothing', null)).toEqual([]);
  });

  it('every tool is found by its own name, whatever the case and padding', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TOOLS), fc.boolean(), fc.nat(3), (tool, upper, pad) => {
        const q = ' '.repeat(pad) + (upper ? tool.name.toUpperCase() : tool.name.toLowerCase()) + ' '.repeat(pad);
        return matchesQuery(tool, q);
      }),
    );
  });

  it('never throws and never returns more than it was given', () => {
    fc.assert(
      fc.property(fc.string(), (q) => {
        const out = filterTools(TOOLS, q, null);
        return out.length <= TOOLS.length && out.every((t) => matchesQuery(t, q));
      }),
    );
  });
});
