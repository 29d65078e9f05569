/** Every tool and planned tool: one `src/tools/<id>/tool.ts` each, gathered at build time. */
import { toolsOf, type ToolEntry } from './catalogue';

export const TOOLS = toolsOf(import.meta.glob<ToolEntry>('../../tools/*/tool.ts', { eager: true, import: 'default' }));
