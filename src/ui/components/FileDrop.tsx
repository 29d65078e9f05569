import { Upload } from 'lucide-react';
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';

interface FileDropProps {
  /** Called with the chosen or dropped files (never empty). */
  onFiles: (files: File[]) => void;
  /** The input's accept attribute, e.g. 'image/*' or '.json'. */
  accept?: string;
  multiple?: boolean;
  label?: string;
  hint?: string;
  disabled?: boolean;
}

/** Pick a file by click, keyboard or drag-and-drop. Files are read locally and never uploaded. */
export function FileDrop({
  onFiles,
  accept,
  multiple = false,
  label = 'Drop a file here or click to choose',
  hint,
  disabled = false,
}: FileDropProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const deliver = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length) onFiles(multiple ? files : files.slice(0, 1));
  };
  const open = () => !disabled && inputRef.current?.click();
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open();
    }
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!disabled) deliver(e.dataTransfer.files);
  };

  return (
    <div
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled || undefined}
      onClick={open}
      onKeyDown={onKeyDown}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-dragging={dragging || undefined}
      className={
        'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-6 py-8 text-center ' +
        'border-slate-300 text-slate-600 transition-colors hover:border-indigo-400 focus-ring dark:border-slate-600 dark:text-slate-300 ' +
        'data-[dragging]:border-indigo-500 data-[dragging]:bg-indigo-50 dark:data-[dragging]:bg-indigo-950/40'
      }
    >
      <Upload aria-hidden className="size-6" />
      <span className="font-medium">{label}</span>
      {hint && <span className="text-xs text-slate-500 dark:text-slate-400">{hint}</span>}
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        data-testid="file-input"
        onChange={(e) => {
          deliver(e.target.files);
          e.target.value = ''; // choosing the same file again still fires change
        }}
      />
    </div>
  );
}
