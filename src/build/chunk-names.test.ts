import { describe, expect, it } from 'vitest';
import { chunkFileName, workerChunkFileName } from './chunk-names';

const named = (facadeModuleId: string | null) =>
  chunkFileName({ name: 'x', facadeModuleId, moduleIds: facadeModuleId ? [facadeModuleId] : [] });

describe('chunk names', () => {
  it("names a tool's chunks by its id", () => {
    expect(named('/repo/src/tools/json-to-types/declaration.ts')).toBe('assets/json-to-types-[hash].js');
    expect(named('/repo/src/tools/hex-viewer/index.tsx')).toBe('assets/hex-viewer-[hash].js');
    expect(named('/repo/src/tools/password-strength/core/index.ts')).toBe('assets/password-strength-[hash].js');
    expect(named('/repo/src/tools/sql-formatter/core/actions.ts')).toBe('assets/sql-formatter-actions-[hash].js');
    expect(named('C:\\repo\\src\\tools\\slugify\\declaration.ts')).toBe('assets/slugify-[hash].js');
  });

  it('names a shared chunk by the module it took its name from', () => {
    const moduleIds = ['/repo/src/tools/base64/declaration.ts', '/repo/src/tools/base64/core/index.ts'];
    expect(chunkFileName({ name: 'declaration', facadeModuleId: null, moduleIds })).toBe('assets/base64-[hash].js');
    expect(chunkFileName({ name: 'core', facadeModuleId: null, moduleIds: moduleIds.slice(1) })).toBe(
      'assets/base64-[hash].js',
    );
    expect(chunkFileName({ name: 'vendor', facadeModuleId: null, moduleIds })).toBe('assets/[name]-[hash].js');
    // A virtual module's id has no folder.
    const virtual = ['\0vite/preload-helper', 'commonjsHelpers'];
    expect(chunkFileName({ name: 'x', facadeModuleId: null, moduleIds: virtual })).toBe('assets/[name]-[hash].js');
  });

  it('leaves every other chunk its own name', () => {
    expect(named('/repo/src/ui/kit/KitView.tsx')).toBe('assets/[name]-[hash].js');
    expect(named('/repo/node_modules/bwip-js/dist/bwip-js.mjs')).toBe('assets/[name]-[hash].js');
    expect(named(null)).toBe('assets/[name]-[hash].js');
  });

  it("names a tool's task chunk in its worker by the tool, and its other worker chunks as on the page", () => {
    const task = { name: 'task', facadeModuleId: '/repo/src/tools/regex-tester/task.ts', moduleIds: [] };
    expect(workerChunkFileName(task)).toBe('assets/regex-tester.task-[hash].js');
    const core = { name: 'index', facadeModuleId: '/repo/src/tools/regex-tester/core/index.ts', moduleIds: [] };
    expect(workerChunkFileName(core)).toBe('assets/regex-tester-[hash].js');
  });
});
