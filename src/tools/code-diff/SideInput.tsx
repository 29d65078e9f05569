import { FileText, X } from 'lucide-react';
import { memo } from 'react';
import { formatCount } from '../../core/shared/format';
import { CODE_DIFF_TEXTS } from './core/messages';
import { Button } from '../../ui/components/Button';
import { FileDropTarget, OpenFileButton } from '../../ui/components/FileDrop';
import { TextEditor } from '../../ui/components/TextEditor';

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

interface SideInfoProps {
  which: string;
  side: Side;
  onOpen: (file: File) => void;
  onClear: () => void;
}

/** What a side holds (a file's name or pasted text, and its size), with Open file, and Clear once it holds some. */
function SideInfo({ which, side, onOpen, onClear }: SideInfoProps) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
      {side.text && <FileText aria-hidden className="size-4 text-slate-500" />}
      <p className="min-w-40 flex-1" data-testid={`${which}-info`}>
        {side.text &&
          `${side.fileName ?? CODE_DIFF_TEXTS.pastedText}: ${formatCount(side.text.length)} ${CODE_DIFF_TEXTS.characters}`}
      </p>
      <OpenFileButton
        label={CODE_DIFF_TEXTS.openFile}
        ariaLabel={CODE_DIFF_TEXTS.openFileLabel(which)}
        title={CODE_DIFF_TEXTS.openFileTitle(which)}
        onFiles={([file]) => onOpen(file)}
      />
      {side.text && (
        <Button variant="ghost" onClick={onClear}>
          <X aria-hidden className="size-4" /> {CODE_DIFF_TEXTS.clearSide(which)}
        </Button>
      )}
    </div>
  );
}

/**
 * One side of the diff: a text editor (quick with megabytes) that opens a file dropped onto it, what it holds,
 * and Open file.
 * Memoised: a diff's progress and result re-render the tool, not its inputs.
 */
export const SideInput = memo(function SideInput({ label, which, side, onChange, placeholder }: SideInputProps) {
  const open = async (file: File) => onChange({ text: await file.text(), fileName: file.name });
  return (
    <div className="flex min-w-0 flex-col gap-2" data-testid={`${which}-side`}>
      <FileDropTarget label={CODE_DIFF_TEXTS.dropSide(which)} onFiles={([file]) => void open(file)}>
        <TextEditor
          label={label}
          value={side.text}
          onChange={(text) => onChange({ text, fileName: side.fileName })}
          placeholder={placeholder}
          rows={14}
          lineNumbers
          wrap={false}
        />
      </FileDropTarget>
      <SideInfo which={which} side={side} onOpen={(file) => void open(file)} onClear={() => onChange({ text: '' })} />
    </div>
  );
});
