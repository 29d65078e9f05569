import { Download } from 'lucide-react';
import { useState } from 'react';
import { KEY_PAIR_MESSAGES } from './words';
import { Button } from '../../ui/components/Button';
import { CopyButton } from '../../ui/components/CopyButton';
import { downloadBlob } from '../../ui/components/download';
import { OutputPane } from '../../ui/components/OutputPane';
import { SHARED_TEXTS } from '../../ui/tools/shared/messages';
import { RevealToggle } from '../../ui/components/RevealToggle';

interface PrivatePaneProps {
  label: string;
  value: string;
  fileName: string;
  /** What the pane says while the key is hidden. */
  hiddenText: string;
}

/** A private key: hidden behind a Show button until asked for; Copy and Download work either way. */
export function PrivatePane({ label, value, fileName, hiddenText }: PrivatePaneProps) {
  const [visible, setVisible] = useState(false);
  const reveal = <RevealToggle visible={visible} onToggle={setVisible} name={label} />;
  if (visible)
    return (
      <OutputPane
        label={label}
        value={value}
        rows={12}
        fileName={fileName}
        copyMessage={KEY_PAIR_MESSAGES.privateCopied}
        actions={reveal}
      />
    );
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-slate-700 dark:text-slate-200">{label}</span>
      <p
        data-testid="private-hidden"
        className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm text-slate-700 dark:border-slate-600 dark:bg-slate-800/60 dark:text-slate-200"
      >
        {hiddenText}
      </p>
      <div className="flex flex-wrap gap-2">
        <CopyButton
          text={value}
          successMessage={KEY_PAIR_MESSAGES.privateCopied}
          ariaLabel={SHARED_TEXTS.copy(label.toLowerCase())}
        />
        <Button variant="secondary" onClick={() => downloadBlob(new Blob([value], { type: 'text/plain' }), fileName)}>
          <Download aria-hidden className="size-4" /> {KEY_PAIR_MESSAGES.download}
        </Button>
        {reveal}
      </div>
    </div>
  );
}
