/**
 * ESLint rule `layers/imports`: the layers import one way. A relative import is resolved to the file it names and
 * both ends are placed (a tool's core, a tool's other files, a family, the platform's parts); a forbidden pair is an
 * error that names the rule it breaks. Packages are not checked here. `import.meta.glob` is no import.
 */
import { dirname, resolve } from 'node:path';

/** Folders under src/tools that several tools share (no tool.ts of their own). */
export const FAMILIES = new Set(['base64', 'url-encoding', 'html-entities', 'image', 'qr']);

/** Where a file stands: its part of the platform, or its tool and whether it is in that tool's core. */
export function placeOf(path) {
  const parts = path.split('/');
  const at = parts.lastIndexOf('src');
  if (at < 0) return { part: 'outside' };
  const [top, second, third] = parts.slice(at + 1);
  if (top === 'tools' && third !== undefined) {
    const inCore = parts[at + 3] === 'core';
    return { part: FAMILIES.has(second) ? 'family' : 'tool', tool: second, inCore };
  }
  if (top === 'core') return { part: second === 'shared' ? 'shared' : 'site' };
  return { part: top ?? 'outside' };
}

/** What a tool's core may import: its own core, a family's core and src/core/shared (and packages). */
function coreFault(a, b) {
  if (!(a.part === 'tool' || a.part === 'family') || !a.inCore) return undefined;
  if (b.part === 'shared' || (b.inCore && (b.tool === a.tool || b.part === 'family'))) return undefined;
  if (b.part === 'tool' && b.inCore) return undefined; // another tool's core: the between-tools rule says
  return "a tool's core imports no view, worker, platform UI or site module: only its own core, a family's core and src/core/shared";
}

/** A tool reaches another tool only through a shared module: a family folder or src/core/shared. */
function betweenToolsFault(a, b) {
  if (!(a.part === 'tool' || a.part === 'family') || b.part !== 'tool' || b.tool === a.tool) return undefined;
  return 'a tool imports another tool only through a shared module (a family folder, src/core/shared)';
}

/** The platform below the tools (UI, workers, shared code) names no tool; site modules may read a tool's core. */
function platformFault(a, b) {
  if (b.part !== 'tool' && b.part !== 'family') return undefined;
  if (a.part === 'ui') return 'platform UI (src/ui) imports no tool folder';
  if (a.part === 'workers') return 'src/workers imports no tool folder';
  if (a.part === 'shared') return 'src/core/shared imports no tool folder';
  if (a.part === 'site' && !b.inCore) return "a site module reads only a tool's core";
  return undefined;
}

export const FAULTS = { core: coreFault, 'between-tools': betweenToolsFault, platform: platformFault };

/** Why importing `to` from `from` breaks a layer, or undefined where it may. */
export function layerFault(from, to, faults = Object.values(FAULTS)) {
  const a = placeOf(from);
  const b = placeOf(to);
  for (const fault of faults) {
    const why = fault(a, b);
    if (why) return why;
  }
  return undefined;
}

/** One rule for each kind of fault, so each is switched on where the code already keeps it. */
const ruleOf = (fault) => ({
  meta: { type: 'problem', docs: { description: 'Imports run one way between layers and tools' }, schema: [] },
  create(context) {
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const from = context.filename;
      const why = layerFault(from, resolve(dirname(from), specifier), [fault]);
      if (why) context.report({ node: node.source, message: `${specifier}: ${why}.` });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
});

export default {
  meta: { name: 'layers' },
  rules: Object.fromEntries(Object.entries(FAULTS).map(([name, fault]) => [name, ruleOf(fault)])),
};
