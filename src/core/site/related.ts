/**
 * Related tools: what a tool page offers next. First the tools its result is handed off to (a YAML file
 * becomes JSON, then is checked against a schema), then the other tools of its category. `related.test.ts` holds
 * every id to a working tool of the catalogue.
 */
import { type Tool } from './catalogue';
import { TOOLS } from './tools';

const TOOLS_BY_ID = new Map(TOOLS.map((t) => [t.id, t]));

/** How many related tools a page shows. */
export const RELATED_COUNT = 6;

/** A tool's declared hand-offs (`handOffs` in its tool.ts). */
export const handOffsOf = (id: string): readonly string[] => TOOLS_BY_ID.get(id)?.handOffs ?? [];

const working = (tools: readonly Tool[]) => new Map(tools.filter((t) => !t.comingSoon).map((t) => [t.id, t]));

/**
 * The tools a tool's page offers next, at most `RELATED_COUNT`: its hand-offs, then the working tools of its category
 * in catalogue order. Never the tool itself, never a planned tool.
 */
export function relatedTools(tool: Tool, tools: readonly Tool[] = TOOLS): Tool[] {
  const byId = working(tools);
  const handOffs = handOffsOf(tool.id).flatMap((id) => byId.get(id) ?? []);
  const sameCategory = [...byId.values()].filter((t) => t.category === tool.category);
  const related = new Map([...handOffs, ...sameCategory].filter((t) => t.id !== tool.id).map((t) => [t.id, t]));
  return [...related.values()].slice(0, RELATED_COUNT);
}
