import { X } from 'lucide-react';
import { HASH_TEXTS } from './words';
import { Button } from '../../ui/components/Button';
import { FileDrop } from '../../ui/components/FileDrop';
import { TextEditor } from '../../ui/components/TextEditor';

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

/** The drop zone, or once a file is chosen its chip with Clear file. */
export function FileToHash({ file, onFile }: { file: File | null; onFile: (file: File | null) => void }) {
  return (
    <FileDrop
      onFiles={([f]) => onFile(f)}
      label={HASH_TEXTS.dropFile}
      hint={HASH_TEXTS.dropHint}
      loaded={file}
      onClear={() => onFile(null)}
      clearLabel={HASH_TEXTS.clearFile}
    />
  );
}
