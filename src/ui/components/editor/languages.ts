/**
 * Syntax support for the editor, one chunk per language: a CSS page never downloads the JavaScript parser.
 * Highlighting uses Lezer's class highlighter (tok-* classes), coloured by the editor's theme for light and dark.
 */
import type { Extension } from '@codemirror/state';

export type EditorLanguage = 'json' | 'xml' | 'html' | 'css' | 'javascript' | 'jsx' | 'typescript' | 'diff';

const loaders: Record<EditorLanguage, () => Promise<Extension>> = {
  json: () => import('@codemirror/lang-json').then((m) => m.json()),
  xml: () => import('@codemirror/lang-xml').then((m) => m.xml()),
  html: () => import('@codemirror/lang-html').then((m) => m.html()),
  css: () => import('@codemirror/lang-css').then((m) => m.css()),
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascript()),
  jsx: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ jsx: true })),
  typescript: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ jsx: true, typescript: true })),
  diff: () => import('./diff-lines').then((m) => m.diffLines),
};

const loaded = new Map<EditorLanguage, Promise<Extension>>();

/** The language's CodeMirror extension, fetched once. */
export function loadLanguage(language: EditorLanguage): Promise<Extension> {
  let extension = loaded.get(language);
  if (!extension) {
    extension = loaders[language]();
    loaded.set(language, extension);
  }
  return extension;
}
