import { describe, expect, it } from 'vitest';
import { TOOLS } from './tools';
import { handOffsOf, RELATED_COUNT, relatedTools } from './related';

const HAND_OFFS = Object.fromEntries(TOOLS.map((t) => [t.id, t.handOffs ?? []]));

const byId = new Map(TOOLS.map((t) => [t.id, t]));
const workingTools = TOOLS.filter((t) => !t.comingSoon);

describe('hand-offs', () => {
  it('are declared for every working tool', () => {
    const missing = workingTools.filter((t) => handOffsOf(t.id).length === 0).map((t) => t.id);
    expect(missing).toEqual([]);
  });

  it('name tools of the catalogue only, from and to, never the tool itself or twice', () => {
    for (const [from, to] of Object.entries(HAND_OFFS)) {
      expect(byId.has(from), from).toBe(true);
      expect(
        to.filter((id) => !byId.has(id)),
        from,
      ).toEqual([]);
      expect(to, from).not.toContain(from);
      expect(new Set(to).size, from).toBe(to.length);
    }
  });

  it('never lead to a coming-soon tool', () => {
    const planned = Object.entries(HAND_OFFS).flatMap(([from, to]) =>
      to.filter((id) => byId.get(id)?.comingSoon).map((id) => `${from} → ${id}`),
    );
    expect(planned).toEqual([]);
  });

  it('include the pairs the issue names', () => {
    expect(handOffsOf('yaml-json-converter')).toContain('json-schema-validator');
    expect(handOffsOf('jwt-decoder')).toContain('key-pair-generator');
    expect(handOffsOf('csv-json-converter')).toContain('json-query');
    expect(handOffsOf('cron-parser')).toContain('date-calculator');
  });

  it('answer nothing for an id that is no tool, including the names of Object.prototype', () => {
    expect(handOffsOf('constructor')).toEqual([]);
    expect(handOffsOf('__proto__')).toEqual([]);
    expect(handOffsOf('no-such-tool')).toEqual([]);
  });
});

describe('relatedTools', () => {
  it('gives the hand-offs first, then the same category', () => {
    const related = relatedTools(byId.get('yaml-json-converter')!).map((t) => t.id);
    expect(related.slice(0, 4)).toEqual(HAND_OFFS['yaml-json-converter']);
    expect(related).toHaveLength(RELATED_COUNT);
    expect(byId.get(related[4])!.category).toBe('conversion');
  });

  // Every tool of the catalogue, planned ones included (their pages show related tools too): exhaustive, not sampled.
  it.each(TOOLS.map((t) => [t.id, t] as const))(
    '%s: a full list of working tools, without itself or repeats',
    (_, tool) => {
      const related = relatedTools(tool);
      expect(related.map((t) => t.id)).not.toContain(tool.id);
      expect(related.filter((t) => t.comingSoon)).toEqual([]);
      expect(new Set(related).size).toBe(related.length);
      // Short only where hand-offs and category together hold fewer tools.
      const pool = new Set([
        ...handOffsOf(tool.id),
        ...workingTools.filter((t) => t.category === tool.category).map((t) => t.id),
      ]);
      pool.delete(tool.id);
      expect(related.length).toBe(Math.min(RELATED_COUNT, pool.size));
    },
  );

  it('leaves out a tool the given catalogue has not made available', () => {
    const tools = TOOLS.map((t) => (t.id === 'json-schema-validator' ? { ...t, comingSoon: true } : t));
    const related = relatedTools(byId.get('yaml-json-converter')!, tools).map((t) => t.id);
    expect(related).not.toContain('json-schema-validator');
    expect(related[0]).toBe('json-formatter');
  });
});
