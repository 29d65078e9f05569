import { FileText, X } from 'lucide-react';
import { formatBytes } from '../../../core/shared/format';
import { Button } from '../../components/Button';

/** A large chosen file: it is formatted from the file itself, so the page never holds its text. */
export function JsonFileInfo({ file, onClear }: { file: File; onClear: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
      <FileText aria-hidden className="size-4 text-slate-500" />
      <p className="min-w-0 flex-1" data-testid="json-file-info">
        {file.name}: {formatBytes(file.size)}, formatted from the file
      </p>
      <Button variant="ghost" onClick={onClear}>
        <X aria-hidden className="size-4" /> Clear file
      </Button>
    </div>
  );
}
