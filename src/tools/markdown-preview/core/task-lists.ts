/**
 * GFM task lists as a small markdown-it rule (instead of markdown-it-task-lists, which keeps its options in module
 * state and writes checkboxes without a name): a list item whose paragraph starts with `[ ] ` or `[x] ` gets a
 * disabled checkbox, named "Done" or "Not done" for screen readers, and the classes GitHub uses.
 */
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { MARKDOWN_MESSAGES } from './messages';

const MARKER = /^\[([ xX])\][ \t]/;

function setClass(token: Token, name: string) {
  token.attrJoin('class', name);
}

/** The index of the list that holds the item opened at `item` (the nearest opener one level up). */
function listOf(tokens: Token[], item: number): number {
  const level = tokens[item].level - 1;
  for (let i = item - 1; i >= 0; i--) if (tokens[i].level === level && tokens[i].nesting === 1) return i;
  return -1;
}

function checkbox(state: StateCore, done: boolean): Token {
  const token = new state.Token('html_inline', '', 0);
  const label = done ? MARKDOWN_MESSAGES.taskDone : MARKDOWN_MESSAGES.taskOpen;
  token.content = `<input class="task-list-item-checkbox" type="checkbox" disabled=""${done ? ' checked=""' : ''} aria-label="${label}"> `;
  return token;
}

function taskListRule(state: StateCore) {
  const { tokens } = state;
  for (let i = 2; i < tokens.length; i++) {
    const inline = tokens[i];
    if (inline.type !== 'inline' || tokens[i - 1].type !== 'paragraph_open' || tokens[i - 2].type !== 'list_item_open')
      continue;
    const match = MARKER.exec(inline.content);
    const first = inline.children?.[0];
    if (!match || first?.type !== 'text' || !MARKER.test(first.content)) continue;
    first.content = first.content.slice(match[0].length);
    inline.content = inline.content.slice(match[0].length);
    inline.children!.unshift(checkbox(state, match[1] !== ' '));
    setClass(tokens[i - 2], 'task-list-item');
    const list = listOf(tokens, i - 2);
    if (list >= 0 && !String(tokens[list].attrGet('class') ?? '').includes('contains-task-list'))
      setClass(tokens[list], 'contains-task-list');
  }
}

export function taskLists(md: MarkdownIt) {
  md.core.ruler.after('inline', 'task-lists', taskListRule);
}
