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
import { useAtom, useAtomValue } from 'jotai';
import { Search } from 'lucide-react';
import { useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { analytics } from '../../core/site/analytics';
import { categoryOf, type Tool } from '../../core/site/catalogue';
import { fuzzySearch, highlightPieces, onlyClosest, type FuzzyResult, type Range } from '../../core/site/fuzzy';
import { pasteIntoQuery } from '../../core/site/palette-paste';
import { SEARCH_WORDS } from '../components/search-messages';
import { ToolIcon } from '../components/ToolIcon';
import { useOffers, type Offer } from '../components/useOffers';
import { toolsAtom } from '../state/catalogue';
import { paletteQueryAtom } from '../state/dialogs';
import { useRecents } from '../state/recents';
import { handOffInput } from '../components/initialInput';

/** What choosing an option does: open the tool, with `text` in it when given (smart paste's hand-off). */
interface Choice {
  tool: Tool;
  text?: string;
}

interface Entry extends FuzzyResult {
  recent: boolean;
}

/**
 * The results for a query, and whether they are only the closest tools (none has its words as typed); with none
 * typed, the recent tools first, then the rest in catalogue order.
 */
function useEntries(query: string): { entries: Entry[]; closestOnly: boolean } {
  const tools = useAtomValue(toolsAtom);
  const { ids: recentIds } = useRecents();
  return useMemo(() => {
    const results = fuzzySearch(tools, query);
    if (query.trim())
      return { entries: results.map((r) => ({ ...r, recent: false })), closestOnly: onlyClosest(results) };
    const rank = (r: FuzzyResult) => {
      const at = recentIds.indexOf(r.tool.id);
      return at < 0 ? recentIds.length : at;
    };
    const entries = [...results]
      .sort((a, b) => rank(a) - rank(b))
      .map((r) => ({ ...r, recent: recentIds.includes(r.tool.id) }));
    return { entries, closestOnly: false };
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

const optionClass =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 data-[focus]:bg-indigo-50 dark:data-[focus]:bg-indigo-950/60';

function ResultOption({ entry }: { entry: Entry }) {
  const { tool } = entry;
  const category = categoryOf(tool);
  const choice = useMemo(() => ({ tool }), [tool]);
  return (
    <ComboboxOption value={choice} className={optionClass}>
      <ToolIcon name={tool.icon} color={category.color} className="size-5 shrink-0" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium text-slate-900 dark:text-white">
          <Highlighted text={tool.name} ranges={entry.nameRanges} />
        </span>
        <span className="truncate text-sm text-slate-600 dark:text-slate-400">
          <Highlighted text={tool.description} ranges={entry.descriptionRanges} />
        </span>
      </span>
      {entry.recent && <Note>{SEARCH_WORDS.recent}</Note>}
      {tool.comingSoon && <Note>{SEARCH_WORDS.comingSoon}</Note>}
    </ComboboxOption>
  );
}

/** A tool that takes the pasted (or typed) text, as smart paste offers it: its name, why, and that it opens with it. */
function OfferOption({ offer, text, label }: { offer: Offer; text: string; label: string }) {
  const { tool, reason } = offer;
  const choice = useMemo(() => ({ tool, text }), [tool, text]);
  return (
    <ComboboxOption value={choice} className={optionClass}>
      <ToolIcon name={tool.icon} color={categoryOf(tool).color} className="size-5 shrink-0" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium text-slate-900 dark:text-white">{tool.name}</span>
        <span className="truncate text-sm text-slate-600 dark:text-slate-400">{reason}</span>
      </span>
      <Note>{label}</Note>
    </ComboboxOption>
  );
}

/**
 * The search, and the text the palette treats as content: a paste's whole text (the field shows one line of it),
 * or what was typed. Detection (smart paste's) decides whether it is content; tool names never are.
 */
function usePaletteQuery() {
  // Shared with the header's search, which types into it from a tool page.
  const [query, setQuery] = useAtom(paletteQueryAtom);
  // A paste's whole text, for as long as the field holds what the paste put there.
  const [pasted, setPasted] = useState<{ query: string; content: string } | null>(null);
  const pasting = useRef<string | null>(null);
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const field = event.currentTarget;
    const text = event.clipboardData.getData('text/plain');
    if (!text) return;
    const { insert, content } = pasteIntoQuery(field.value, field.selectionStart ?? 0, field.selectionEnd ?? 0, text);
    event.preventDefault();
    // Inserted as typing would be (undoable, with its input event, which the combobox needs to choose the first
    // option); the change that follows is the paste's.
    pasting.current = content;
    if (!document.execCommand('insertText', false, insert)) pasting.current = null;
  };
  const onChange = (value: string) => {
    setQuery(value);
    setPasted(pasting.current === null ? null : { query: value, content: pasting.current });
    pasting.current = null;
  };
  const paste = pasted?.query === query ? pasted.content : null;
  return { query, content: paste ?? query, pasted: paste !== null, onPaste, onChange, reset: () => onChange('') };
}

/**
 * The command palette: type to find a tool (typos allowed), arrows to choose, Enter to open, Esc to close. Pasted
 * content (JSON, a JWT, a colour…) puts the tools that take it first, each opening with the text in it.
 */
export default function CommandPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { query, content, pasted, onPaste, onChange, reset } = usePaletteQuery();
  const [, navigate] = useLocation();
  const { entries, closestOnly } = useEntries(query);
  const offers = useOffers(content, useAtomValue(toolsAtom)) ?? [];
  const offerLabel = pasted ? SEARCH_WORDS.openWithPasted : SEARCH_WORDS.openWithTyped;

  const openTool = (choice: Choice | null) => {
    if (!choice) return;
    const { tool, text } = choice;
    if (text !== undefined) handOffInput(tool.id, text);
    analytics.emit({
      name: 'tool_select',
      params: { tool_id: tool.id, tool_name: tool.name, tool_category: tool.category },
    });
    onClose();
    reset();
    navigate(tool.url);
  };

  // The combobox would take a first Escape to close its (always shown) results: one press closes the palette.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 flex items-start justify-center p-4 pt-[12vh]">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <DialogPanel className="relative w-full max-w-xl overflow-hidden rounded-xl bg-white shadow-xl dark:bg-slate-900">
        <DialogTitle className="sr-only">{SEARCH_WORDS.paletteTitle}</DialogTitle>
        <Combobox<Choice | null> value={null} onChange={openTool}>
          <div className="relative border-b-2 border-slate-200 focus-within:border-indigo-500 dark:border-slate-700">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
            />
            <ComboboxInput
              data-autofocus
              aria-label={SEARCH_WORDS.paletteField}
              placeholder={SEARCH_WORDS.palettePlaceholder}
              autoComplete="off"
              value={query}
              onChange={(event) => onChange(event.target.value)}
              onPaste={onPaste}
              onKeyDown={closeOnEscape}
              className="w-full bg-transparent py-4 pr-4 pl-12 text-slate-900 outline-none placeholder:text-slate-500 dark:text-white dark:placeholder:text-slate-400"
            />
          </div>
          {closestOnly && (
            <p role="status" className="px-5 pt-3 text-sm text-slate-600 dark:text-slate-400">
              {SEARCH_WORDS.closestOnly(query)}
            </p>
          )}
          <ComboboxOptions
            static
            modal={false}
            aria-label={SEARCH_WORDS.paletteResults}
            className="max-h-[60vh] overflow-y-auto p-2 empty:hidden"
          >
            {offers.map((offer) => (
              <OfferOption key={`offer-${offer.tool.id}`} offer={offer} text={content} label={offerLabel} />
            ))}
            {entries.map((entry) => (
              <ResultOption key={entry.tool.id} entry={entry} />
            ))}
          </ComboboxOptions>
          {entries.length === 0 && offers.length === 0 && (
            <p role="status" className="p-6 text-center text-sm text-slate-600 dark:text-slate-400">
              {SEARCH_WORDS.noTools}
            </p>
          )}
        </Combobox>
      </DialogPanel>
    </Dialog>
  );
}
