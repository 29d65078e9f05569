import { describe, expect, it } from 'vitest';
import { CATEGORIES, categoryOf, findTool } from './catalogue';
import { TOOLS } from './tools';

/** The 26 tool routes the product spec names. */
export const SPEC_TOOL_IDS = [
  'qr-code-generator',
  'json-formatter',
  'base64-encoder',
  'base64-decoder',
  'url-encoder',
  'url-decoder',
  'url-parser',
  'html-encoder',
  'html-decoder',
  'xml-formatter',
  'uuid-generator',
  'password-generator',
  'hash-generator',
  'html-formatter',
  'css-formatter',
  'image-converter',
  'hex-to-rgb',
  'rgb-to-hex',
  'text-case-converter',
  'unix-time-converter',
  'number-base-converter',
  'system-info',
  'binary-converter',
  'code-diff',
  'js-formatter',
  'twitch-clipper',
] as const;

describe('catalogue', () => {
  it('has the 12 categories of the spec, in its order', () => {
    expect(CATEGORIES.map((c) => c.name)).toEqual([
      'Encoding',
      'Conversion',
      'Formatting',
      'Generators',
      'Validation',
      'Security',
      'Text Tools',
      'Date & Time',
      'Network',
      'Mathematics',
      'Data Processing',
      'Hardware',
    ]);
    expect(new Set(CATEGORIES.map((c) => c.id)).size).toBe(12);
  });

  it('has unique tool ids, each equal to its route slug', () => {
    const ids = TOOLS.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of TOOLS) {
      expect(t.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(t.url).toBe(`/tools/${t.id}`);
    }
  });

  it('lists every one of the 26 spec tool routes', () => {
    expect(SPEC_TOOL_IDS).toHaveLength(26);
    for (const id of SPEC_TOOL_IDS) expect(findTool(TOOLS, id), id).toBeDefined();
  });

  it('uses every category', () => {
    const used = new Set(TOOLS.map((t) => t.category));
    for (const c of CATEGORIES) expect(used.has(c.id), c.name).toBe(true);
  });

  it('gives each tool a name, description, icon and search keywords', () => {
    for (const t of TOOLS) {
      expect(t.name.trim(), t.id).not.toBe('');
      expect(t.description.length, t.id).toBeGreaterThan(20);
      expect(t.keywords.length, t.id).toBeGreaterThan(0);
      expect(() => categoryOf(t)).not.toThrow();
    }
  });

  it('has at least 10 roadmap tools beyond the spec', () => {
    const spec = new Set<string>(SPEC_TOOL_IDS);
    expect(TOOLS.filter((t) => !spec.has(t.id)).length).toBeGreaterThanOrEqual(10);
  });

  it('marks New at most ten working tools beyond the spec, and Popular a dozen working tools', () => {
    const spec = new Set<string>(SPEC_TOOL_IDS);
    const fresh = TOOLS.filter((t) => t.isNew);
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.length).toBeLessThanOrEqual(10);
    for (const t of fresh) expect(!spec.has(t.id) && !t.comingSoon, t.id).toBe(true);
    const popular = TOOLS.filter((t) => t.isPopular);
    expect(popular.length).toBeGreaterThanOrEqual(10);
    expect(popular.length).toBeLessThanOrEqual(14);
    for (const t of popular) expect(t.comingSoon, t.id).toBeFalsy();
  });

  // Issue 53: Validation held one tool, generators sat in four categories, converters and Twitch in Data Processing.
  it('groups like with like: every generator in Generators, the JSON converters in Conversion, checks in Validation', () => {
    const categoryOfId = (id: string) => findTool(TOOLS, id)!.category;
    // Hashes, key pairs and 2FA codes are derived from secrets (Security's); a slug is a text's (Text Tools').
    const derived = new Set(['hash-generator', 'key-pair-generator', 'otp-generator', 'slugify']);
    const generators = TOOLS.filter((t) => / Generator$/.test(t.name) && !derived.has(t.id));
    expect(generators.length).toBeGreaterThan(5);
    for (const t of generators) expect(t.category, t.id).toBe('generators');
    for (const id of ['yaml-json-converter', 'toml-json-converter', 'xml-json-converter', 'csv-json-converter'])
      expect(categoryOfId(id), id).toBe('conversion');
    expect(categoryOfId('twitch-clipper')).not.toBe('data');
    expect(TOOLS.filter((t) => t.category === 'validation').length).toBeGreaterThanOrEqual(3);
  });

  it('finds nothing for an unknown id', () => {
    expect(findTool(TOOLS, 'no-such-tool')).toBeUndefined();
  });
});
