import { FileText, X } from 'lucide-react';
import { formatBytes } from '../../../core/shared/format';
import { HASH_TEXTS } from '../../../core/tools/hash-generator/messages';
import { Button } from '../../components/Button';
import { FileDrop } from '../../components/FileDrop';
import { TextEditor } from '../../components/TextEditor';

interface TextToHashProps {
  text: string;
  onChange: (text: string) => void;
  disabled: boolean;
}

/** The text to hash (the editor stays quick with megabytes; long text is hashed in a worker). */
export function TextToHash({ text, onChange, disabled }: TextToHashProps) {
  return (
    <div className="flex flex-col gap-2">
      <TextEditor
        label={HASH_TEXTS.textToHash}
        value={text}
        onChange={onChange}
        rows={6}
        placeholder={HASH_TEXTS.textPlaceholder}
        disabled={disabled}
      />
      {text && (
        <div>
          <Button variant="ghost" onClick={() => onChange('')}>
            <X aria-hidden className="size-4" /> {HASH_TEXTS.clearText}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The chosen file with Clear, or the drop zone. */
export function FileToHash({ file, onFile }: { file: File | null; onFile: (file: File | null) => void }) {
  if (!file) {
    return <FileDrop onFiles={([f]) => onFile(f)} label={HASH_TEXTS.dropFile} hint={HASH_TEXTS.dropHint} />;
  }
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <FileText aria-hidden className="size-5 text-slate-500" />
      <span className="min-w-0 flex-1 truncate text-sm" data-testid="hash-file">
        <span className="font-medium">{file.name}</span> · {formatBytes(file.size)}
      </span>
      <Button variant="secondary" onClick={() => onFile(null)}>
        <X aria-hidden className="size-4" /> {HASH_TEXTS.clearFile}
      </Button>
    </div>
  );
}
