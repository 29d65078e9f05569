import { FileText, X } from 'lucide-react';
import { memo } from 'react';
import { formatCount } from '../../../core/shared/format';
import { CODE_DIFF_TEXTS } from '../../../core/tools/code-diff/messages';
import { Button } from '../../components/Button';
import { FileDrop } from '../../components/FileDrop';
import { TextEditor } from '../../components/TextEditor';

export interface Side {
  text: string;
  /** The file it came from, if it was dropped or chosen. */
  fileName?: string;
}

interface SideInputProps {
  /** 'Original Code' or 'New Code'. */
  label: string;
  /** 'original' or 'new', for the file drop's and Clear's names. */
  which: string;
  side: Side;
  onChange: (side: Side) => void;
  placeholder: string;
}

/** What a side holds (a file's name or pasted text, and its size), with Clear. */
function SideInfo({ which, side, onClear }: { which: string; side: Side; onClear: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
      <FileText aria-hidden className="size-4 text-slate-500" />
      <p className="min-w-0 flex-1" data-testid={`${which}-info`}>
        {side.fileName ?? CODE_DIFF_TEXTS.pastedText}: {formatCount(side.text.length)} {CODE_DIFF_TEXTS.characters}
      </p>
      <Button variant="ghost" onClick={onClear}>
        <X aria-hidden className="size-4" /> {CODE_DIFF_TEXTS.clearSide(which)}
      </Button>
    </div>
  );
}

/**
 * One side of the diff: a text editor (quick with megabytes), what it holds, and a drop zone for a file.
 * Memoised: a diff's progress and result re-render the tool, not its inputs.
 */
export const SideInput = memo(function SideInput({ label, which, side, onChange, placeholder }: SideInputProps) {
  const open = async (file: File) => onChange({ text: await file.text(), fileName: file.name });
  return (
    <div className="flex min-w-0 flex-col gap-2" data-testid={`${which}-side`}>
      <TextEditor
        label={label}
        value={side.text}
        onChange={(text) => onChange({ text, fileName: side.fileName })}
        placeholder={placeholder}
        rows={14}
        lineNumbers
        wrap={false}
      />
      {side.text && <SideInfo which={which} side={side} onClear={() => onChange({ text: '' })} />}
      <FileDrop
        onFiles={([file]) => void open(file)}
        label={CODE_DIFF_TEXTS.dropSide(which)}
        hint={CODE_DIFF_TEXTS.dropHint}
      />
    </div>
  );
});
