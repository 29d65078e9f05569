import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
} from '@headlessui/react';
import { useAtomValue } from 'jotai';
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { analytics } from '../../core/site/analytics';
import { categoryOf, type Tool } from '../../core/site/catalogue';
import { fuzzySearch, highlightPieces, type FuzzyResult, type Range } from '../../core/site/fuzzy';
import { ToolIcon } from '../components/ToolIcon';
import { toolsAtom } from '../state/catalogue';
import { useRecents } from '../state/recents';

interface Entry extends FuzzyResult {
  recent: boolean;
}

/** The results for a query; with none typed, the recent tools first, then the rest in catalogue order. */
function useEntries(query: string): Entry[] {
  const tools = useAtomValue(toolsAtom);
  const { ids: recentIds } = useRecents();
  return useMemo(() => {
    const results = fuzzySearch(tools, query);
    if (query.trim()) return results.map((r) => ({ ...r, recent: false }));
    const rank = (r: FuzzyResult) => {
      const at = recentIds.indexOf(r.tool.id);
      return at < 0 ? recentIds.length : at;
    };
    return [...results].sort((a, b) => rank(a) - rank(b)).map((r) => ({ ...r, recent: recentIds.includes(r.tool.id) }));
  }, [tools, query, recentIds]);
}

function Highlighted({ text, ranges }: { text: string; ranges: readonly Range[] }) {
  return highlightPieces(text, ranges).map((piece, i) =>
    piece.matched ? (
      <mark key={i} className="rounded-sm bg-amber-200 text-slate-900 dark:bg-amber-300 dark:text-slate-900">
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}

function Note({ children }: { children: string }) {
  return (
    <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200">
      {children}
    </span>
  );
}

function ResultOption({ entry }: { entry: Entry }) {
  const { tool } = entry;
  const category = categoryOf(tool);
  return (
    <ComboboxOption
      value={tool}
      className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 data-[focus]:bg-indigo-50 dark:data-[focus]:bg-indigo-950/60"
    >
      <ToolIcon name={tool.icon} color={category.color} className="size-5 shrink-0" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium text-slate-900 dark:text-white">
          <Highlighted text={tool.name} ranges={entry.nameRanges} />
        </span>
        <span className="truncate text-sm text-slate-600 dark:text-slate-400">
          <Highlighted text={tool.description} ranges={entry.descriptionRanges} />
        </span>
      </span>
      {entry.recent && <Note>Recent</Note>}
      {tool.comingSoon && <Note>Coming Soon</Note>}
    </ComboboxOption>
  );
}

/** The command palette: type to find a tool (typos allowed), arrows to choose, Enter to open, Esc to close. */
export default function CommandPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [query, setQuery] = useState('');
  const [, navigate] = useLocation();
  const entries = useEntries(query);

  const openTool = (tool: Tool | null) => {
    if (!tool) return;
    analytics.emit({
      name: 'tool_select',
      params: { tool_id: tool.id, tool_name: tool.name, tool_category: tool.category },
    });
    onClose();
    setQuery('');
    navigate(tool.url);
  };

  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 flex items-start justify-center p-4 pt-[12vh]">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <DialogPanel className="relative w-full max-w-xl overflow-hidden rounded-xl bg-white shadow-xl dark:bg-slate-900">
        <DialogTitle className="sr-only">Command palette</DialogTitle>
        <Combobox<Tool | null> value={null} onChange={openTool}>
          <div className="relative border-b-2 border-slate-200 focus-within:border-indigo-500 dark:border-slate-700">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
            />
            <ComboboxInput
              data-autofocus
              aria-label="Find a tool"
              placeholder="Find a tool…"
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className="w-full bg-transparent py-4 pr-4 pl-12 text-slate-900 outline-none placeholder:text-slate-500 dark:text-white dark:placeholder:text-slate-400"
            />
          </div>
          <ComboboxOptions
            static
            modal={false}
            aria-label="Tools"
            className="max-h-[60vh] overflow-y-auto p-2 empty:hidden"
          >
            {entries.map((entry) => (
              <ResultOption key={entry.tool.id} entry={entry} />
            ))}
          </ComboboxOptions>
          {entries.length === 0 && (
            <p role="status" className="p-6 text-center text-sm text-slate-600 dark:text-slate-400">
              No tools found
            </p>
          )}
        </Combobox>
      </DialogPanel>
    </Dialog>
  );
}
