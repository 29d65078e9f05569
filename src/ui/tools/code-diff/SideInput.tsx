import { FileText, X } from 'lucide-react';
import { formatCount } from '../../../core/shared/format';
import { Button } from '../../components/Button';
import { FileDrop } from '../../components/FileDrop';
import { TextEditor } from '../../components/TextEditor';

/** Past this many characters a side is summarised instead of edited; it is still compared in full. */
const LARGE_TEXT_CHARS = 256 * 1024;

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
  onSubmit: () => void;
  placeholder: string;
}

function LargeSide({ label, which, side, onClear }: { label: string; which: string; side: Side; onClear: () => void }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-700 dark:text-slate-200">{label}</span>
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 p-3 dark:border-slate-600">
        <FileText aria-hidden className="size-5 text-slate-500" />
        <p className="min-w-0 flex-1 text-sm text-slate-700 dark:text-slate-200" data-testid={`${which}-large`}>
          {side.fileName ?? 'Pasted text'}: {formatCount(side.text.length)} characters. Compared in full but not shown
          here, so the page stays responsive.
        </p>
        <Button variant="secondary" onClick={onClear}>
          <X aria-hidden className="size-4" /> Clear {which}
        </Button>
      </div>
    </div>
  );
}

/** One side of the diff: a text editor (or a summary of a huge text) and a drop zone for a file. */
export function SideInput({ label, which, side, onChange, onSubmit, placeholder }: SideInputProps) {
  const open = async (file: File) => onChange({ text: await file.text(), fileName: file.name });
  return (
    <div className="flex min-w-0 flex-col gap-2" data-testid={`${which}-side`}>
      {side.text.length > LARGE_TEXT_CHARS ? (
        <LargeSide label={label} which={which} side={side} onClear={() => onChange({ text: '' })} />
      ) : (
        <TextEditor
          label={label}
          value={side.text}
          onChange={(text) => onChange({ text, fileName: side.fileName })}
          onSubmit={onSubmit}
          placeholder={placeholder}
          rows={14}
          lineNumbers
          wrap={false}
        />
      )}
      <FileDrop
        onFiles={([file]) => void open(file)}
        label={`Drop the ${which} file here or click to choose`}
        hint="Read on your device, never uploaded."
      />
    </div>
  );
}
