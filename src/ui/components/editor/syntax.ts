/**
 * The editor's syntax colours and folding, switched on while the text is short enough for CodeMirror's parser to
 * stay quick: the parser works through the whole text up to 100,000 characters past the screen in one long task.
 * Longer texts are shown plain (still searchable). The measurements: ../README.md.
 */
import { codeFolding, foldGutter, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, type Extension, type StateEffect, type Transaction } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { classHighlighter } from '@lezer/highlight';
import { loadLanguage, type EditorLanguage } from './languages';

export const SYNTAX_MAX_CHARS = 20_000;

const withSyntax = (support: Extension): Extension => [
  support,
  syntaxHighlighting(classHighlighter),
  codeFolding(),
  foldGutter(),
];

export class Syntax {
  private readonly compartment = new Compartment();
  private language: EditorLanguage | undefined;
  /** The language's extension once loaded. */
  private support: Extension | null = null;
  /** What the editor has now (null: plain text). */
  private applied: Extension | null = null;
  private view: EditorView | null = null;

  /**
   * The extension to put in the editor's state: the language's compartment (empty until a language is set and
   * loaded), and a check on every change that switches syntax off (or on) in the very transaction that makes the
   * text too long (or short again), so the parser never starts on a long text.
   */
  readonly extension = (): Extension => [
    this.compartment.of([]),
    EditorState.transactionExtender.of((tr) => (tr.docChanged ? { effects: this.switchFor(tr) } : null)),
  ];

  attach(view: EditorView) {
    this.view = view;
    this.sync();
  }

  set(language: EditorLanguage | undefined) {
    if (language === this.language) return;
    this.language = language;
    this.support = null;
    this.sync();
    if (!language) return;
    loadLanguage(language).then(
      (support) => {
        if (this.language !== language) return; // changed meanwhile
        this.support = support;
        this.sync();
      },
      () => undefined, // Offline: the text stays plain.
    );
  }

  /** Brings the editor in line with the language (once loaded or changed). */
  private sync() {
    const view = this.view;
    if (!view?.dom.parentNode) return; // not attached, or destroyed
    const effects = this.switchTo(view.state.doc.length);
    if (effects.length) view.dispatch({ effects });
  }

  private switchFor(tr: Transaction): StateEffect<unknown>[] {
    return this.switchTo(tr.newDoc.length);
  }

  /** The effect that puts the editor in line with a text of `length` characters (none when it already is). */
  private switchTo(length: number): StateEffect<unknown>[] {
    const wanted = this.support && length <= SYNTAX_MAX_CHARS ? this.support : null;
    if (wanted === this.applied) return [];
    this.applied = wanted;
    return [this.compartment.reconfigure(wanted ? withSyntax(wanted) : [])];
  }
}
