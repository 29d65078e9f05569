import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './catalogue';
import { TOOLS } from './tools';
import {
  CATEGORY_PATHS,
  categoryOfPath,
  categoryPath,
  countOf,
  findCategory,
  groupByCategory,
  toolsOfCategory,
} from './categories';
import { CATEGORY_TEXT } from './category-messages';

describe('category pages', () => {
  it('one address per category, found back from it', () => {
    expect(CATEGORY_PATHS).toHaveLength(12);
    for (const c of CATEGORIES) expect(categoryOfPath(categoryPath(c.id))).toBe(c);
    expect(categoryPath('security')).toBe('/category/security');
  });

  it('no category for an unknown id, another path or a name of Object.prototype', () => {
    for (const path of ['/category/nope', '/category/', '/category/constructor', '/category/security/x', '/about'])
      expect(categoryOfPath(path), path).toBeUndefined();
    expect(findCategory('toString')).toBeUndefined();
  });

  it('each has its own title and description, of a length search engines show whole', () => {
    const texts = CATEGORIES.map((c) => CATEGORY_TEXT[c.id]);
    expect(new Set(texts.map((t) => t.title)).size).toBe(12);
    expect(new Set(texts.map((t) => t.description)).size).toBe(12);
    for (const text of texts) {
      expect(text.description.length, text.title).toBeGreaterThan(70);
      expect(text.description.length, text.title).toBeLessThanOrEqual(160);
      expect(text.keywords.length, text.title).toBeGreaterThan(2);
    }
  });
});

describe('a category’s tools', () => {
  it('lists its own tools, the working ones first, in catalogue order', () => {
    for (const c of CATEGORIES) {
      const listed = toolsOfCategory(TOOLS, c.id);
      expect(listed.every((t) => t.category === c.id)).toBe(true);
      expect(new Set(listed)).toEqual(new Set(TOOLS.filter((t) => t.category === c.id)));
      const firstPlanned = listed.findIndex((t) => t.comingSoon);
      if (firstPlanned >= 0) expect(listed.slice(firstPlanned).every((t) => t.comingSoon)).toBe(true);
    }
  });

  it('counts working and planned tools', () => {
    const conversion = toolsOfCategory(TOOLS, 'conversion');
    const { available, planned } = countOf(conversion);
    expect(planned).toBe(conversion.filter((t) => t.comingSoon).length);
    expect(available + planned).toBe(conversion.length);
  });

  it('groups every tool once, in the order of the categories', () => {
    const groups = groupByCategory(TOOLS);
    expect(groups.map((g) => g.category.id)).toEqual(CATEGORIES.map((c) => c.id));
    expect(groups.flatMap((g) => g.tools)).toHaveLength(TOOLS.length);
    expect(groupByCategory(TOOLS.filter((t) => t.category !== 'validation')).map((g) => g.category.id)).not.toContain(
      'validation',
    );
  });
});
