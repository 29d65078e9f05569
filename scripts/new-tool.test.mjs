import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { idProblem, toolFiles } from './new-tool-files.mjs';

/** The syntax errors TypeScript finds in a file (none for a file that parses). */
const syntaxErrors = (path, text) => {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  return file.parseDiagnostics.map((d) => `${path}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
};

describe('npm run new-tool', () => {
  it('takes a kebab-case id that is not a tool yet, and refuses anything else', () => {
    expect(idProblem('line-counter', ['slugify'])).toBeNull();
    expect(idProblem('a2b', [])).toBeNull();
    for (const bad of ['', 'Line-counter', 'line_counter', 'line--counter', '-line', 'line-', '2fa', undefined])
      expect(idProblem(bad, []), String(bad)).toMatch(/not a kebab-case id/);
    expect(idProblem('slugify', ['slugify'])).toBe('src/tools/slugify exists already.');
  });

  it('writes TypeScript that parses, for a kit tool and a screen, whatever the words', () => {
    const flags = { name: "Bob's \\ Tool", description: 'It says "hi" and \'bye\' to `you` ${x}.', keywords: ["it's"] };
    for (const kind of ['kit', 'screen']) {
      const files = toolFiles('line-counter', kind, flags);
      expect(Object.keys(files)).toContain(kind === 'kit' ? 'declaration.ts' : 'index.tsx');
      expect(Object.keys(files)).toEqual(
        expect.arrayContaining([
          'tool.ts',
          'core/index.ts',
          'core/faults.ts',
          'core/line-counter.test.ts',
          'words.ts',
          'line-counter.spec.ts',
        ]),
      );
      const errors = Object.entries(files)
        .filter(([path]) => /\.tsx?$/.test(path))
        .flatMap(([path, text]) => syntaxErrors(path, text));
      expect(errors).toEqual([]);
    }
  });
});
