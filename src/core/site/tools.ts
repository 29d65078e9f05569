/** Every tool and planned tool: one `src/tools/<id>/tool.ts` each, gathered at build time. */
import { DECLARED_POOLS } from '../../workers/pool-presets';
import { toolsOf, type ToolEntry } from './catalogue';

export const TOOLS = toolsOf(import.meta.glob<ToolEntry>('../../tools/*/tool.ts', { eager: true, import: 'default' }));

// Each tool's pool settings, for its client's pool (src/workers/tool-pool.ts reads them without the catalogue).
for (const tool of TOOLS) if (typeof tool.worker === 'object') DECLARED_POOLS.set(tool.id, tool.worker);
