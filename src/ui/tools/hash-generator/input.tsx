import { FileText, X } from 'lucide-react';
import { formatBytes } from '../../../core/shared/format';
import { Button } from '../../components/Button';
import { FileDrop } from '../../components/FileDrop';
import { TextEditor } from '../../components/TextEditor';

/** Past this many characters the text is summarised instead of shown. It is still hashed in full. */
const LARGE_TEXT_CHARS = 256 * 1024;

function LargeText({ chars, onClear }: { chars: number; onClear: () => void }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-700 dark:text-slate-200">Text to hash</span>
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 p-3 dark:border-slate-600">
        <FileText aria-hidden className="size-5 text-slate-500" />
        <p className="min-w-0 flex-1 text-sm text-slate-700 dark:text-slate-200" data-testid="large-text">
          Pasted text: {chars.toLocaleString('en-US')} characters. It is hashed in full but not shown, so the page stays
          responsive.
        </p>
        <Button variant="secondary" onClick={onClear}>
          <X aria-hidden className="size-4" /> Clear text
        </Button>
      </div>
    </div>
  );
}

interface TextToHashProps {
  text: string;
  onChange: (text: string) => void;
  disabled: boolean;
}

/** The text editor, or a summary of a huge paste, which goes straight to the hash (see LARGE_TEXT_CHARS). */
export function TextToHash({ text, onChange, disabled }: TextToHashProps) {
  if (text.length > LARGE_TEXT_CHARS) return <LargeText chars={text.length} onClear={() => onChange('')} />;

  return (
    <TextEditor
      label="Text to hash"
      value={text}
      onChange={onChange}
      rows={6}
      placeholder="Type or paste text; hashes update as you type"
      disabled={disabled}
    />
  );
}

/** The chosen file with Clear, or the drop zone. */
export function FileToHash({ file, onFile }: { file: File | null; onFile: (file: File | null) => void }) {
  if (!file) {
    return (
      <FileDrop
        onFiles={([f]) => onFile(f)}
        label="Or drop a file here or click to choose"
        hint="Files of any size are read in chunks on your device and never uploaded."
      />
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <FileText aria-hidden className="size-5 text-slate-500" />
      <span className="min-w-0 flex-1 truncate text-sm" data-testid="hash-file">
        <span className="font-medium">{file.name}</span> · {formatBytes(file.size)}
      </span>
      <Button variant="secondary" onClick={() => onFile(null)}>
        <X aria-hidden className="size-4" /> Clear file
      </Button>
    </div>
  );
}
