import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { Detection } from '../../core/site/detect';
import { categoryOf, type Tool } from '../../core/site/catalogue';
import { Panel } from '../components/Panel';
import { TextEditor } from '../components/TextEditor';
import { ToolIcon } from '../components/ToolIcon';
import { toolsAtom } from '../state/catalogue';
import { handOffInput } from '../tools/shared/initialInput';
import { SectionHeading } from './PageHeading';

/** Input must rest this long before it is looked at again (typing, not pasting). */
const SETTLE_MS = 150;

interface Offer {
  tool: Tool;
  reason: string;
}

/**
 * What the text looks like, offered as tools. The detector is its own chunk, loaded on the first input, so the
 * home page does not carry the parsers it reuses. It runs on the page: every check it makes is bounded (a prefix
 * of at most 64 KB, JSON parsed in full only up to 1 MB), so a 50 MB paste is recognised in tens of milliseconds
 * and never freezes the page; a worker would first have to copy the whole text.
 */
function useOffers(text: string, tools: readonly Tool[]): Offer[] | null {
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

function OfferList({ offers, text }: { offers: Offer[]; text: string }) {
  if (offers.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">No tool recognises this text.</p>;
  }
  return (
    <ul aria-label="Matching tools" className="flex flex-col gap-2">
      {offers.map(({ tool, reason }) => (
        <li key={tool.id}>
          <Link
            href={tool.url}
            onClick={() => handOffInput(tool.id, text)}
            className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 hover:border-indigo-400 hover:bg-indigo-50 focus-ring dark:border-slate-700 dark:hover:bg-slate-800"
          >
            <ToolIcon name={tool.icon} color={categoryOf(tool).color} />
            <span className="flex flex-col">
              <span className="font-medium text-slate-900 dark:text-white">{tool.name}</span>
              <span className="text-sm text-slate-600 dark:text-slate-400">{reason}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Home page: paste anything, get the tools that take it, best first; each opens with the text in it. */
export function SmartPaste() {
  const tools = useAtomValue(toolsAtom);
  const [text, setText] = useState('');
  const offers = useOffers(text, tools);
  return (
    <section aria-labelledby="smart-paste-heading">
      <SectionHeading id="smart-paste-heading" title="Smart paste" />
      <Panel>
        <div className="flex flex-col gap-4">
          <TextEditor
            label="Paste anything"
            description="JSON, a JWT, Base64, a URL, a colour, a timestamp… We suggest the tools for it. It stays on your device."
            value={text}
            onChange={setText}
            rows={4}
          />
          <div aria-live="polite">{offers && <OfferList offers={offers} text={text} />}</div>
        </div>
      </Panel>
    </section>
  );
}
