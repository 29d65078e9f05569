import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../core/catalogue';
import { TOOL_VIEW_IDS, toolView } from './registry';

describe('tool view registry', () => {
  it('has a view for every available tool, so no card leads to an empty page', () => {
    for (const tool of TOOLS.filter((t) => !t.comingSoon)) expect(toolView(tool.id), tool.id).toBeDefined();
  });

  it('names only catalogue tools', () => {
    const ids = new Set(TOOLS.map((t) => t.id));
    for (const id of TOOL_VIEW_IDS) expect(ids.has(id), id).toBe(true);
  });

  it('returns the same lazy component each time', () => {
    for (const id of TOOL_VIEW_IDS) expect(toolView(id)).toBe(toolView(id));
    expect(toolView('no-such-tool')).toBeUndefined();
  });
});
