import { useEffect, useState } from 'react';
import type { Tool } from '../../core/site/catalogue';
import type { Detection } from '../../core/site/detect';

/** Input must rest this long before it is looked at again (typing, not pasting). */
const SETTLE_MS = 150;

/**
 * Text longer than this is detected in a worker. Detection's cost grows with the text up to the 64 KB prefix
 * its heuristics read (and JSON is parsed whole up to 1 MB): the slowest text found, short words between
 * blanks, took 5 ms at 16 KB and 19 ms at 64 KB in Node on a busy 2-core machine, so at 64 KB a phone a few
 * times slower would freeze the page past 50 ms. Up to 16 KB, which holds everything typed and every exact
 * shape (URL, JWT, UUID, colour, timestamp), detection runs here: it answers at once and starts no worker.
 */
const ON_PAGE_MAX_CHARS = 16 * 1024;

/** A tool that takes the text, and why. */
export interface Offer {
  tool: Tool;
  reason: string;
}

/**
 * What the text looks like, offered as tools, best first (smart paste and the command palette); null until the
 * text has been looked at. The detector is its own chunk, loaded on the first input, so no page carries the
 * parsers it reuses. Long text goes to the detection worker as its bounded sample (`detectToolsInWorker`), never
 * whole, so a 50 MB paste costs the page a few slices. The newest text wins: a change cancels the job before it.
 */
export function useOffers(text: string, tools: readonly Tool[]): Offer[] | null {
  const [offers, setOffers] = useState<{ text: string; offers: Offer[] } | null>(null);
  useEffect(() => {
    if (text.trim() === '') return;
    const controller = new AbortController();
    const id = setTimeout(() => {
      detect(text, tools, controller.signal).then(
        (found) => {
          if (!controller.signal.aborted) setOffers({ text, offers: offersOf(found, tools) });
        },
        // Cancelled for newer text, or failed even on the page (a chunk that would not load): offer nothing.
        () => undefined,
      );
    }, SETTLE_MS);
    return () => {
      controller.abort();
      clearTimeout(id);
    };
  }, [text, tools]);
  return text.trim() !== '' && offers?.text === text ? offers.offers : null;
}

async function detect(text: string, tools: readonly Tool[], signal: AbortSignal): Promise<Detection[]> {
  if (text.length > ON_PAGE_MAX_CHARS) {
    const { detectToolsInWorker } = await import('../../workers/detect');
    return detectToolsInWorker(text, tools, { signal });
  }
  const { detectTools } = await import('../../core/site/detect');
  signal.throwIfAborted();
  return detectTools(text, tools);
}

function offersOf(detections: readonly Detection[], tools: readonly Tool[]): Offer[] {
  const byId = new Map(tools.map((t) => [t.id, t]));
  return detections.flatMap((d) => {
    const tool = byId.get(d.toolId);
    return tool ? [{ tool, reason: d.reason }] : [];
  });
}
