import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The rule: every visible string of a tool sits in its declaration or its messages table, never inline in JSX
 * (translation will come, one table per tool). This guard reads every tool view's source and lists any word
 * written in the markup. Punctuation and spacing ('×', '→', ':', ' · ', ' ') may stay inline.
 */

/** Folders left out for now, relative to src/tools. */
const ALLOWED_FOLDERS: readonly string[] = [];

/** Props whose value a visitor sees or hears (labels, hints, accessible names, toasts, file names). */
const VISIBLE_PROPS = new Set([
  'label',
  'placeholder',
  'title',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'ariaLabel',
  'alt',
  'description',
  'hint',
  'action',
  'actionLabel',
  'cancelLabel',
  'progressLabel',
  'emptyText',
  'doneText',
  'errorTitle',
  'copyMessage',
  'copyTitle',
  'successMessage',
  'fileName',
  'name',
  'noun',
  'unit',
  'unavailable',
  'caption',
  'heading',
  'message',
]);

/** Option and tab lists written in a view: their entries' visible fields. */
const VISIBLE_KEYS = new Set(['label', 'title', 'description', 'placeholder', 'hint']);

/** A word, or a number shown as an example: anything but punctuation and spacing. */
const WORDY = /[\p{L}\p{N}]/u;

/** The string literals an expression can evaluate to as written: itself, a template, either branch of a ?:, ||, ??. */
function literalsOf(
  node: ts.Expression,
): (ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression)[] {
  if (ts.isParenthesizedExpression(node)) return literalsOf(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))
    return [node];
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    (node.operatorToken.kind === ts.SyntaxKind.BarBarToken ||
      node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
  )
    return [...literalsOf(node.left), ...literalsOf(node.right)];
  return [];
}

/** The literal text of a string or template (a template's written pieces, without its substitutions). */
function textOf(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression): string {
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('');
  return node.text;
}

interface InlineString {
  line: number;
  text: string;
}

/** Every visible string written inline in a .tsx source: JSX text, visible props, string children, option labels. */
function inlineStrings(source: string, fileName = 'view.tsx'): InlineString[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: InlineString[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() });
  const reportLiterals = (expression: ts.Expression) => {
    for (const literal of literalsOf(expression))
      if (WORDY.test(textOf(literal))) report(literal, literal.getText(file));
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText(file)) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) {
        if (WORDY.test(value.text)) report(node, node.getText(file));
      } else if (ts.isJsxExpression(value) && value.expression) reportLiterals(value.expression);
    }
    if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
      reportLiterals(node.expression);
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      VISIBLE_KEYS.has(node.name.text)
    )
      reportLiterals(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const toolsDir = fileURLToPath(new URL('../../tools/', import.meta.url));
const sharedDir = fileURLToPath(new URL('./shared/', import.meta.url));

/** Every non-test .tsx under src/tools and src/ui/tools/shared, outside the allowed folders. */
function views(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ALLOWED_FOLDERS.includes(relative(toolsDir, path)) ? [] : views(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('visible strings of the tools', () => {
  it('finds the words written inline in a sample view', () => {
    const sample = [
      'export function Bad({ busy, n }: { busy: boolean; n: number }) {',
      '  const tabs = [{ label: "Text", content: null }];',
      '  return (',
      '    <Panel title="Options" actions={<X />}>',
      '      <p>Hello there</p>',
      "      <Button aria-label={`Copy ${n}`}>{'Save'}</Button>",
      '      <TextField label={busy ? \'Working\' : LABEL} placeholder="1700000000" />',
      "      <span>{' · '}</span> × <Tabs tabs={tabs} />",
      '    </Panel>',
      '  );',
      '}',
    ].join('\n');
    expect(inlineStrings(sample)).toEqual([
      { line: 2, text: '"Text"' },
      { line: 4, text: 'title="Options"' },
      { line: 5, text: 'Hello there' },
      { line: 6, text: '`Copy ${n}`' },
      { line: 6, text: "'Save'" },
      { line: 7, text: "'Working'" },
      { line: 7, text: 'placeholder="1700000000"' },
    ]);
  });

  it('lets words from a table and punctuation through', () => {
    const good = [
      'export function Good({ n }: { n: number }) {',
      '  return (',
      '    <Panel title={TEXTS.options}>',
      '      <p>{TEXTS.hello}</p> ·{" "}→',
      '      <Button aria-label={TEXTS.copy(n)} data-testid="copy-button" className="size-4" />',
      '      <HashStatus placeholder="—" />',
      '    </Panel>',
      '  );',
      '}',
    ].join('\n');
    expect(inlineStrings(good)).toEqual([]);
  });

  it('finds none in the tools’ views (move any listed into the tool’s messages table)', () => {
    const listed = [...views(toolsDir), ...views(sharedDir)].flatMap((path) =>
      inlineStrings(readFileSync(path, 'utf8'), path).map(
        ({ line, text }) => `${relative(toolsDir, path)}:${line}: ${text}`,
      ),
    );
    expect(listed).toEqual([]);
  });
});
