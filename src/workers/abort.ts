/** Linking abort signals: one helper, so no caller wires and unwires 'abort' listeners by hand. */

export interface LinkedAbort {
  /** Aborts when the parent signal aborts, or when `abort` is called. */
  readonly signal: AbortSignal;
  /** Abort the linked signal only (the parent is not touched). */
  abort(reason?: unknown): void;
}

/**
 * Runs `body` with a controller that aborts when `parent` aborts (at once if it already has), and
 * removes its listener from `parent` once `body` settles, so a long-lived parent signal (a page's)
 * does not collect listeners from finished jobs.
 */
export async function withLinkedAbort<R>(
  parent: AbortSignal | undefined,
  body: (link: LinkedAbort) => Promise<R>,
): Promise<R> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(parent?.reason);
  if (parent?.aborted) onAbort();
  else parent?.addEventListener('abort', onAbort, { once: true });
  try {
    return await body({ signal: controller.signal, abort: (reason) => controller.abort(reason) });
  } finally {
    parent?.removeEventListener('abort', onAbort);
  }
}
