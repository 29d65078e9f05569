import { useSetAtom } from 'jotai';
import { useEffect, useRef, type RefObject } from 'react';
import { useRoute } from 'wouter';
import type { ShareCheck } from '../../core/site/share-checks';
import {
  UNREADABLE_LINK,
  decodeShareState,
  isShareFragment,
  type ShareState,
  type ShareValue,
} from '../../core/site/share-link';
import { notify } from '../notify';
import { shareSourceAtom, type ShareSource } from '../state/share';
import { useInitialInput } from '../components/initialInput';
import { KIT_MESSAGES } from './messages';
import { keptStateOf, useSessionInput } from './sessionInput';

/** One option a link carries: its value now, and how to apply a link's value (checked first). */
export interface ShareableField {
  value: ShareValue;
  /** Applies `raw` if it passes the field's check; says whether it did. */
  apply: (raw: unknown) => boolean;
}

/** A view's option as a share link field: `shareField(mode, setMode, oneOf(MODES))`. */
export function shareField<T extends ShareValue>(value: T, set: (value: T) => void, check: ShareCheck<T>) {
  return {
    value,
    apply: (raw: unknown) => {
      if (!check(raw)) return false;
      set(raw);
      return true;
    },
  } satisfies ShareableField;
}

/** One of a view's named inputs a link carries (a diff's two sides, say). */
export interface ShareableText {
  /** The text now; undefined when there is none to share (it came from a file, say). */
  value: string | undefined;
  /** Where a link's text goes. */
  set: (text: string) => void;
}

export interface Shareable {
  /** The input a link carries; undefined when there is none to share (a file, say). */
  input?: string;
  /** Where a link's (or smart paste's) input goes; without it a link carries options only. */
  setInput?: (text: string) => void;
  /** Smart paste's hand-off, where it needs more than `setInput` (choosing a format from the text, say). */
  takeHandOff?: (text: string) => void;
  /** A view with several inputs shares them by name; together they count as the input. */
  texts?: Readonly<Record<string, ShareableText>>;
  /** The options a link carries, by name. */
  options?: Readonly<Record<string, ShareableField>>;
  /** Called once a link's state has been applied (to remake what depends on it, a generator's batch, say). */
  onLinkApplied?: () => void;
  /** Texts that never go into a link, wherever they would appear (an HMAC key, a generated password). */
  secrets?: readonly string[];
}

const ignore = () => undefined;

/**
 * The one line a tool view adds to open with its state from elsewhere and to give its page Copy link:
 * `useShareableState({ input, setInput, options: { mode: shareField(mode, setMode, oneOf(MODES)) } })`; a view
 * with several inputs names them instead: `texts: { original: { value, set } }`.
 * On mount it restores what the tab's session kept of the tool (`useSessionInput`: no secrets), then takes smart
 * paste's hand-off (as `useInitialInput`) and a `#share=` link's input and options (checked field by field), and it
 * tells the page frame what a link would carry now.
 */
export function useShareableState(shareable: Shareable): void {
  const [, params] = useRoute('/tools/:id');
  const toolId = params?.id;
  const latest = useRef(shareable);
  useEffect(() => {
    latest.current = shareable;
  });
  const kept = toolId === undefined ? undefined : keptStateOf(stateOf(toolId, shareable), shareable.secrets ?? []);
  // First, so that smart paste's text and a link's state, applied after it, win over the kept input.
  useSessionInput(toolId, kept && JSON.stringify(kept), (state) => {
    if (applyState(state, latest.current)) latest.current.onLinkApplied?.();
  });
  useInitialInput(shareable.takeHandOff ?? shareable.setInput ?? ignore);
  useShareSource(toolId, latest);
  useShareLinkReader(toolId, latest);
}

/** Offers the view's state to the page's Copy link while the view is mounted. */
function useShareSource(toolId: string | undefined, latest: RefObject<Shareable>) {
  const setSource = useSetAtom(shareSourceAtom);
  useEffect(() => {
    if (toolId === undefined) return;
    const source: ShareSource = {
      state: () => stateOf(toolId, latest.current),
      secrets: () => latest.current.secrets ?? [],
    };
    setSource(source);
    return () => setSource((current) => (current === source ? null : current));
  }, [toolId, latest, setSource]);
}

function stateOf(tool: string, { input, texts = {}, options = {} }: Shareable): ShareState {
  return {
    tool,
    input,
    texts: Object.fromEntries(
      Object.entries(texts).flatMap(([key, { value }]) => (value === undefined ? [] : [[key, value]])),
    ),
    options: Object.fromEntries(Object.entries(options).map(([key, { value }]) => [key, value])),
  };
}

/** Reads a share link on mount, and again when only the fragment changes (a link to this same page). */
function useShareLinkReader(toolId: string | undefined, latest: RefObject<Shareable>) {
  useEffect(() => {
    if (toolId === undefined) return;
    const read = () => {
      const fragment = takeShareFragment();
      if (fragment !== undefined) void applyLink(fragment, toolId, latest);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [toolId, latest]);
}

/**
 * The address's share fragment, removed from the address at once. It has done its work once applied, and kept it
 * would leave the input in this tab's history entry (which browsers may sync), bring back a stale input over newer
 * edits on reload, and show an address that no longer matches the tool. Copy link makes a fresh one.
 */
function takeShareFragment(): string | undefined {
  const { hash, pathname, search } = window.location;
  if (!isShareFragment(hash)) return undefined;
  window.history.replaceState(window.history.state, '', pathname + search);
  return hash;
}

async function applyLink(fragment: string, toolId: string, latest: RefObject<Shareable>) {
  let used = false;
  try {
    const state = await decodeShareState(fragment);
    if (state.tool === undefined || state.tool === toolId) used = applyState(state, latest.current);
  } catch {
    // A ShareLinkError: the link is said to be unreadable below.
  }
  if (used) latest.current.onLinkApplied?.();
  else notify.error(UNREADABLE_LINK, KIT_MESSAGES.linkNotApplied);
}

/** Applies the options that pass their checks, then the named texts and the input; says whether anything was used. */
function applyState(
  { input, texts = {}, options = {} }: ShareState,
  { setInput, texts: textFields = {}, options: fields = {} }: Shareable,
): boolean {
  let used = false;
  for (const [key, field] of Object.entries(fields)) {
    if (Object.hasOwn(options, key) && field.apply(options[key])) used = true;
  }
  for (const [key, field] of Object.entries(textFields)) {
    if (!Object.hasOwn(texts, key)) continue;
    field.set(texts[key]);
    used = true;
  }
  if (input !== undefined && setInput) {
    setInput(input);
    used = true;
  }
  return used;
}

/** A check for each option of an options object, as a view declares them once. */
export type ShareChecks<T extends { [K in keyof T]: ShareValue }> = { readonly [K in keyof T]: ShareCheck<T[K]> };

/** Fields for each key of an options object held in one state: `shareFieldsOf(settings, setSettings, CHECKS)`. */
export function shareFieldsOf<T extends { [K in keyof T]: ShareValue }>(
  value: T,
  set: (update: (current: T) => T) => void,
  checks: ShareChecks<T>,
): Record<string, ShareableField> {
  const keys = Object.keys(checks) as (keyof T & string)[];
  return Object.fromEntries(
    keys.map((key) => [
      key,
      // The same value leaves the options object as it was, so a view keyed to it (the "All" view) stays.
      shareField(
        value[key],
        (next) => set((current) => (current[key] === next ? current : { ...current, [key]: next })),
        checks[key],
      ),
    ]),
  );
}
