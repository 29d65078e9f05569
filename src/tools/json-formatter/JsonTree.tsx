import { useMemo, useState, type ReactNode } from 'react';
import { formatBytes } from '../../core/shared/format';
import { JSON_TEXTS } from './words';
import { describeSize, parseJsonTree, TREE_MAX_CHARS, type JsonNode } from './core/tree';
import { Button } from '../../ui/components/Button';

/** Children shown at first under a node, and added by each "Show more". */
const PAGE = 100;

const VALUE_CLASS: Record<'string' | 'number' | 'literal', string> = {
  string: 'text-emerald-700 dark:text-emerald-300',
  number: 'text-amber-700 dark:text-amber-300',
  literal: 'text-violet-700 dark:text-violet-300',
};

interface JsonTreeProps {
  /** The JSON text (the input); null for a file, which is not in the page. */
  text: string | null;
  /** Why there is no tree, when the text is empty or invalid. */
  reason: string;
}

/**
 * A collapsible tree of the input: each object and array is a disclosure (click, Enter or Space), opened one level
 * at a time and drawn only when open, with long ones shown a hundred children at a time. Numbers are shown as
 * written. Inputs over TREE_MAX_CHARS get a note instead (the tree is parsed on the page).
 */
export function JsonTree({ text, reason }: JsonTreeProps) {
  const tree = useMemo(() => {
    if (text === null || text.length > TREE_MAX_CHARS) return null;
    try {
      return parseJsonTree(text);
    } catch {
      return null;
    }
  }, [text]);
  if (text === null || text.length > TREE_MAX_CHARS) {
    return <Note>{JSON_TEXTS.treeTooLarge(formatBytes(TREE_MAX_CHARS))}</Note>;
  }
  if (!tree) return <Note>{reason}</Note>;
  return (
    <div
      className="max-h-[28rem] overflow-auto rounded-lg border border-slate-300 p-3 font-mono text-sm dark:border-slate-600"
      data-testid="json-tree"
    >
      <ul className="list-none">
        <TreeNode name={null} node={tree} initiallyOpen />
      </ul>
    </div>
  );
}

const Note = ({ children }: { children: ReactNode }) => (
  <p className="text-sm text-slate-600 dark:text-slate-300">{children}</p>
);

function Name({ name }: { name: string | number | null }) {
  if (name === null) return null;
  return (
    <>
      <span className="text-blue-700 dark:text-blue-300">{typeof name === 'number' ? name : JSON.stringify(name)}</span>
      {': '}
    </>
  );
}

function TreeNode({
  name,
  node,
  initiallyOpen = false,
}: {
  name: string | number | null;
  node: JsonNode;
  initiallyOpen?: boolean;
}) {
  if (node.kind !== 'object' && node.kind !== 'array') {
    return (
      <li className="break-all">
        <Name name={name} />
        <span className={VALUE_CLASS[node.kind]}>
          {node.kind === 'string' ? JSON.stringify(node.value) : node.text}
        </span>
      </li>
    );
  }
  return <Container name={name} node={node} initiallyOpen={initiallyOpen} />;
}

function Container({
  name,
  node,
  initiallyOpen,
}: {
  name: string | number | null;
  node: Extract<JsonNode, { kind: 'object' | 'array' }>;
  initiallyOpen: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const [shown, setShown] = useState(PAGE);
  const children: [string | number, JsonNode][] =
    node.kind === 'object' ? node.entries : node.items.map((item, index) => [index, item]);
  const [opening, closing] = node.kind === 'object' ? ['{', '}'] : ['[', ']'];
  const rest = children.length - shown;
  return (
    <li>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer rounded focus-ring">
          <Name name={name} />
          {opening}
          {!open && (children.length ? '…' : '')}
          {!open && closing} <span className="text-slate-500 dark:text-slate-400">{describeSize(node)}</span>
        </summary>
        {open && (
          <ul className="ml-5 list-none border-l border-slate-200 pl-2 dark:border-slate-700">
            {children.slice(0, shown).map(([key, child], index) => (
              // By position: an object may repeat a key.
              <TreeNode key={index} name={key} node={child} />
            ))}
            {rest > 0 && (
              <li>
                <Button variant="ghost" onClick={() => setShown((count) => count + PAGE)}>
                  {JSON_TEXTS.showMore(Math.min(PAGE, rest), rest)}
                </Button>
              </li>
            )}
          </ul>
        )}
        {open && <span>{closing}</span>}
      </details>
    </li>
  );
}
