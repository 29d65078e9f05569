import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'wouter';
import { categoryOf, type Tool } from '../../core/site/catalogue';
import { FileDropTarget, OpenFileButton } from '../components/FileDrop';
import { Panel } from '../components/Panel';
import { TextEditor } from '../components/TextEditor';
import { ToolIcon } from '../components/ToolIcon';
import { toolsAtom } from '../state/catalogue';
import { handOffFiles, handOffInput } from '../components/initialInput';
import { HOME } from './home-messages';
import { SectionHeading } from './PageHeading';
import { useOffers, type Offer } from '../components/useOffers';

interface OfferListProps {
  offers: Offer[];
  /** Leaves the input for the tool about to open. */
  handOff: (toolId: string) => void;
  label?: string;
  empty?: string;
}

function OfferList({
  offers,
  handOff,
  label = 'Matching tools',
  empty = 'No tool recognises this text.',
}: OfferListProps) {
  if (offers.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>;
  }
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {offers.map(({ tool, reason }) => (
        <li key={tool.id}>
          <Link
            href={tool.url}
            onClick={() => handOff(tool.id)}
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

interface FileOffers {
  files: File[];
  offers: Offer[];
}

/**
 * The file tools for dropped files, by what the first one's first bytes say (`detectFile`); the detector loads
 * on the first drop, as for text, and only 64 bytes are read here.
 */
function useFileOffers(tools: readonly Tool[]) {
  const [found, setFound] = useState<FileOffers | null>(null);
  const take = (files: File[]) => {
    void (async () => {
      const head = new Uint8Array(await files[0].slice(0, 64).arrayBuffer());
      const [{ detectFile }, { sniffSignature }] = await Promise.all([
        import('../../core/site/detect'),
        import('../../core/shared/file-type'),
      ]);
      const byId = new Map(tools.map((t) => [t.id, t]));
      const offers = detectFile(sniffSignature(head), tools).flatMap((d) => {
        const tool = byId.get(d.toolId);
        return tool ? [{ tool, reason: d.reason }] : [];
      });
      setFound({ files, offers });
    })().catch(() => setFound(null)); // a file the browser cannot read: nothing to offer
  };
  return { found, take };
}

/** Home page: paste anything, or drop a file, get the tools that take it, best first; each opens with it in it. */
export function SmartPaste() {
  const tools = useAtomValue(toolsAtom);
  const [text, setText] = useState('');
  const offers = useOffers(text, tools);
  const { found, take } = useFileOffers(tools);
  return (
    <section aria-labelledby="smart-paste-heading">
      <SectionHeading id="smart-paste-heading" title="Smart paste" />
      <Panel>
        <div className="flex flex-col gap-4">
          <FileDropTarget label={HOME.dropFile} onFiles={take} multiple>
            <TextEditor
              label="Paste anything"
              description="JSON, a JWT, Base64, a URL, a colour, a timestamp… or drop a file. We suggest the tools for it. It stays on your device."
              value={text}
              onChange={setText}
              rows={4}
            />
          </FileDropTarget>
          <div>
            <OpenFileButton label={HOME.openFile} onFiles={take} multiple />
          </div>
          <div aria-live="polite">
            {found && (
              <OfferList
                offers={found.offers}
                handOff={(toolId) => handOffFiles(toolId, found.files)}
                label={HOME.fileTools(found.files[0].name)}
                empty={HOME.noFileTool}
              />
            )}
            {offers && <OfferList offers={offers} handOff={(toolId) => handOffInput(toolId, text)} />}
          </div>
        </div>
      </Panel>
    </section>
  );
}
