import { useEffect, useRef } from 'react';
import type { ShareState } from '../../core/site/share-link';

/**
 * A tool's input kept for the tab's session (sessionStorage), so that Back, or coming back to the tool, finds it
 * as it was left. It keeps what a share link would carry (input, named texts, options), never a declared secret
 * nor any text that contains one, and no input past KEPT_LIMIT_CHARS (the options alone then).
 */
const KEY_PREFIX = 'devtoolbox:input:';
/** Past this many characters of input and texts together, only the options are kept (sessionStorage holds ~5 MB). */
export const KEPT_LIMIT_CHARS = 500_000;
/** Writes wait this long after the last change, so typing writes once a pause, not once a key. */
const WRITE_DELAY_MS = 400;

/** What is kept of `state`: the options, and the input and texts unless a secret is in them or they are too long. */
export function keptStateOf({ input, texts = {}, options = {} }: ShareState, secrets: readonly string[]): ShareState {
  const holdsSecret = (text: string) => secrets.some((secret) => secret !== '' && text.includes(secret));
  const kept = Object.fromEntries(
    Object.entries(options).filter(([, value]) => typeof value !== 'string' || !holdsSecret(value)),
  );
  const inputs = [input ?? '', ...Object.values(texts)];
  const length = inputs.reduce((sum, text) => sum + text.length, 0);
  if (length > KEPT_LIMIT_CHARS || inputs.some(holdsSecret)) return { options: kept };
  // An empty input is not kept: it would replace a tool's own first text (the visitor's user agent) on return.
  return { input: input || undefined, texts, options: kept };
}

/** The state kept for `toolId`, or undefined (none, storage refused, or not ours). */
export function readKept(
  toolId: string,
  storage: Storage | undefined = globalThis.sessionStorage,
): ShareState | undefined {
  try {
    const raw = storage?.getItem(KEY_PREFIX + toolId);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as ShareState;
    // Written by this page, but another version of the site may have written it in another shape.
    const texts = Object.values(parsed.texts ?? {});
    const shaped = [parsed.input ?? '', ...texts].every((text) => typeof text === 'string');
    return shaped ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `state` for `toolId`; a full or refused storage keeps nothing (the input is then not restored). */
export function writeKept(toolId: string, state: ShareState, storage: Storage | undefined = globalThis.sessionStorage) {
  try {
    storage?.setItem(KEY_PREFIX + toolId, JSON.stringify(state));
  } catch {
    storage?.removeItem(KEY_PREFIX + toolId);
  }
}

/**
 * On mount, gives the kept state to `restore` (before a share link or smart paste, which then win); after each
 * change, keeps `serialized` (a `keptStateOf` as JSON) a moment later.
 */
export function useSessionInput(
  toolId: string | undefined,
  serialized: string | undefined,
  restore: (state: ShareState) => void,
) {
  const restored = useRef<string | undefined>(undefined);
  const latestRestore = useRef(restore);
  useEffect(() => {
    latestRestore.current = restore;
  });
  useEffect(() => {
    if (toolId === undefined || restored.current === toolId) return;
    restored.current = toolId;
    const kept = readKept(toolId);
    if (kept) latestRestore.current(kept);
  }, [toolId]);
  useEffect(() => {
    if (toolId === undefined || serialized === undefined) return;
    const write = () => writeKept(toolId, JSON.parse(serialized) as ShareState);
    const timer = setTimeout(write, WRITE_DELAY_MS);
    // Leaving the page (a link, Back) before the delay still keeps the last change.
    window.addEventListener('pagehide', write);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', write);
    };
  }, [toolId, serialized]);
  // Leaving the tool inside the page (another tool's link) keeps it too.
  const last = useRef({ toolId, serialized });
  useEffect(() => {
    last.current = { toolId, serialized };
  });
  useEffect(
    () => () => {
      const { toolId: id, serialized: text } = last.current;
      if (id !== undefined && text !== undefined) writeKept(id, JSON.parse(text) as ShareState);
    },
    [],
  );
}
