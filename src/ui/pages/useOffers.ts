import { useEffect, useState } from 'react';
import type { Tool } from '../../core/site/catalogue';
import type { Detection } from '../../core/site/detect';

/** Input must rest this long before it is looked at again (typing, not pasting). */
const SETTLE_MS = 150;

/** A tool that takes the text, and why. */
export interface Offer {
  tool: Tool;
  reason: string;
}

/**
 * What the text looks like, offered as tools, best first (smart paste and the command palette); null until the
 * text has been looked at. The detector is its own chunk, loaded on the first input, so no page carries the
 * parsers it reuses. It runs on the page: every check it makes is bounded (a prefix of at most 64 KB, JSON parsed
 * in full only up to 1 MB), so a 50 MB paste is recognised in tens of milliseconds and never freezes the page; a
 * worker would first have to copy the whole text.
 */
export function useOffers(text: string, tools: readonly Tool[]): Offer[] | null {
  const [offers, setOffers] = useState<{ text: string; offers: Offer[] } | null>(null);
  useEffect(() => {
    if (text.trim() === '') return;
    let current = true;
    const id = setTimeout(() => {
      void import('../../core/site/detect').then(({ detectTools }) => {
        if (!current) return;
        const byId = new Map(tools.map((t) => [t.id, t]));
        const found = detectTools(text, tools).flatMap((d: Detection) => {
          const tool = byId.get(d.toolId);
          return tool ? [{ tool, reason: d.reason }] : [];
        });
        setOffers({ text, offers: found });
      });
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(id);
    };
  }, [text, tools]);
  return text.trim() !== '' && offers?.text === text ? offers.offers : null;
}
