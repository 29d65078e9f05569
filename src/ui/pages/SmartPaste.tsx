import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'wouter';
import { categoryOf } from '../../core/site/catalogue';
import { Panel } from '../components/Panel';
import { TextEditor } from '../components/TextEditor';
import { ToolIcon } from '../components/ToolIcon';
import { toolsAtom } from '../state/catalogue';
import { handOffInput } from '../tools/shared/initialInput';
import { SectionHeading } from './PageHeading';
import { useOffers, type Offer } from './useOffers';

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
