import { FileText, FolderOpen, Upload, X } from 'lucide-react';
import { useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { formatBytes } from '../../core/shared/format';
import { Button } from './Button';
import { COMPONENT_TEXTS } from './messages';

interface ChooserProps {
  /** Called with the chosen or dropped files (never empty). */
  onFiles: (files: File[]) => void;
  /** The input's accept attribute, e.g. 'image/*' or '.json'. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
}

/** What a drop or a choice hands on: the files, or the first one, never an empty list. */
const delivererOf =
  ({ onFiles, multiple = false, disabled = false }: ChooserProps) =>
  (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length && !disabled) onFiles(multiple ? files : files.slice(0, 1));
  };

/** The hidden file input every way of choosing a file shares. */
function useFileChooser(chooser: ChooserProps) {
  const { accept, multiple = false, disabled = false } = chooser;
  const inputRef = useRef<HTMLInputElement>(null);
  const deliver = delivererOf(chooser);
  const open = () => !disabled && inputRef.current?.click();
  const input = (
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
  );
  return { input, open, deliver };
}

const carriesFiles = (e: DragEvent) => e.dataTransfer.types.includes('Files');

/**
 * Drag-over state and handlers for an element that takes dropped files. They run in the capture phase, before
 * anything inside sees the drop: an editor would otherwise insert the file's text itself. Dragged text is left to
 * what it is dropped on.
 */
function useDropping(deliver: (list: FileList | null) => void) {
  const [dragging, setDragging] = useState(false);
  const handlers = {
    onDragOverCapture: (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      setDragging(true);
    },
    onDragLeave: (e: DragEvent) => {
      // Leaving for a child is not leaving.
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
    },
    onDropCapture: (e: DragEvent) => {
      setDragging(false);
      if (!e.dataTransfer.files.length) return;
      e.preventDefault();
      e.stopPropagation();
      deliver(e.dataTransfer.files);
    },
  };
  return { dragging, handlers };
}

/** What a chip shows of a loaded file. */
export interface LoadedFile {
  name: string;
  size: number;
  /** Shown after the size (its type, say). */
  detail?: string;
}

interface FileDropProps extends ChooserProps {
  label?: string;
  hint?: string;
  /**
   * The file loaded, or the files: the zone shrinks to a chip of its name and size (of several, their count and total
   * size), with Change file (and a drop still works). None, or an empty list, shows the zone.
   */
  loaded?: LoadedFile | readonly LoadedFile[] | null;
  /** With `loaded`, a button on the chip that unloads the file; its accessible name is Clear file unless given. */
  onClear?: () => void;
  clearLabel?: string;
  /** The chip's button that opens the chooser, where it does other than change the file ('Add files'). */
  changeLabel?: string;
}

const dropZoneClass =
  'border-slate-300 text-slate-600 transition-colors hover:border-indigo-400 dark:border-slate-600 dark:text-slate-300 ' +
  'data-[dragging]:border-indigo-500 data-[dragging]:bg-indigo-50 dark:data-[dragging]:bg-indigo-950/40';

/** What the chip says of what is loaded: one file's name and size, or several files' count and total size; none. */
function chipOf(loaded: FileDropProps['loaded']): Chip | null {
  if (!loaded) return null;
  // Read by name: a File's name and size are getters, which a spread would not copy.
  const one = ({ name, size, detail }: LoadedFile): Chip => ({ name, size, detail, several: false });
  if (!('length' in loaded)) return one(loaded);
  if (loaded.length === 0) return null;
  if (loaded.length === 1) return one(loaded[0]);
  const size = loaded.reduce((sum, file) => sum + file.size, 0);
  return { name: COMPONENT_TEXTS.fileCount(loaded.length), size, several: true };
}

interface Chip extends LoadedFile {
  several: boolean;
}

interface FileChipProps extends Pick<FileDropProps, 'onClear' | 'clearLabel' | 'changeLabel'> {
  chip: Chip;
  open: () => void;
}

/** A loaded file in a line: its name and size, Change file and an optional Clear file. */
function FileChip({ chip, open, onClear, clearLabel, changeLabel }: FileChipProps) {
  const clearName = clearLabel ?? (chip.several ? COMPONENT_TEXTS.clearFiles : COMPONENT_TEXTS.clearFile);
  const changeName = changeLabel ?? (chip.several ? COMPONENT_TEXTS.changeFiles : COMPONENT_TEXTS.changeFile);
  return (
    <>
      <FileText aria-hidden className="size-4 shrink-0" />
      <span className="min-w-0 flex-1 truncate text-sm">
        <span className="font-medium text-slate-900 dark:text-white">{chip.name}</span> · {formatBytes(chip.size)}
        {chip.detail && ` · ${chip.detail}`}
      </span>
      <Button variant="ghost" onClick={open}>
        <FolderOpen aria-hidden className="size-4" /> {changeName}
      </Button>
      {onClear && (
        <Button variant="ghost" onClick={onClear} aria-label={clearName} title={clearName}>
          <X aria-hidden className="size-4" />
        </Button>
      )}
    </>
  );
}

/**
 * Pick a file by click, keyboard or drag-and-drop; once one is `loaded`, a chip of it in the zone's place. Files are
 * read locally and never uploaded.
 */
export function FileDrop({
  label = COMPONENT_TEXTS.dropFile,
  hint,
  loaded,
  onClear,
  clearLabel,
  changeLabel,
  ...chooser
}: FileDropProps) {
  const { disabled = false } = chooser;
  const { input, open, deliver } = useFileChooser(chooser);
  const { dragging, handlers } = useDropping(deliver);
  const chip = chipOf(loaded);
  if (chip)
    return (
      <div
        data-testid="file-chip"
        {...handlers}
        data-dragging={dragging || undefined}
        className={`flex items-center gap-2 rounded-lg border-2 border-dashed py-1 pr-1 pl-3 ${dropZoneClass}`}
      >
        <FileChip chip={chip} open={open} onClear={onClear} clearLabel={clearLabel} changeLabel={changeLabel} />
        {input}
      </div>
    );
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open();
    }
  };

  return (
    <div
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled || undefined}
      onClick={open}
      onKeyDown={onKeyDown}
      {...handlers}
      data-dragging={dragging || undefined}
      className={
        'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-6 py-8 text-center focus-ring ' +
        dropZoneClass
      }
    >
      <Upload aria-hidden className="size-6" />
      <span className="font-medium">{label}</span>
      {hint && <span className="text-xs text-slate-500 dark:text-slate-400">{hint}</span>}
      {input}
    </div>
  );
}

interface OpenFileButtonProps extends ChooserProps {
  label: string;
  /** The accessible name where several such buttons share a page ('Open original file'). */
  ariaLabel?: string;
  /** The button's tooltip, e.g. what it accepts and that the file stays on the device. */
  title?: string;
}

/** A small button that opens the file chooser: the keyboard's way to what a `FileDropTarget` takes by drag. */
export function OpenFileButton({ label, ariaLabel, title, ...chooser }: OpenFileButtonProps) {
  const { input, open } = useFileChooser(chooser);
  return (
    <>
      <Button variant="secondary" onClick={open} title={title} aria-label={ariaLabel} disabled={chooser.disabled}>
        <FolderOpen aria-hidden className="size-4" /> {label}
      </Button>
      {input}
    </>
  );
}

interface FileDropTargetProps extends Omit<ChooserProps, 'accept'> {
  /** Shown over the target while a file is dragged over it, e.g. 'Drop a .json file to open it'. */
  label: string;
  children: ReactNode;
}

/**
 * Takes a file dropped onto what it wraps (an editor), with no box of its own: while a file is dragged over, an
 * outline and the label cover the target. Dragged text is left to the editor.
 */
export function FileDropTarget({ label, children, ...chooser }: FileDropTargetProps) {
  const { dragging, handlers } = useDropping(delivererOf(chooser));
  return (
    <div
      className="relative flex flex-col gap-2"
      {...handlers}
      data-testid="file-drop-target"
      data-dragging={dragging || undefined}
    >
      {children}
      {dragging && (
        <div
          aria-hidden
          data-testid="drop-overlay"
          className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-xl border-2 border-dashed border-indigo-500 bg-indigo-50/90 text-base font-medium text-indigo-800 dark:bg-indigo-950/90 dark:text-indigo-100"
        >
          <Upload aria-hidden className="mr-2 size-5" /> {label}
        </div>
      )}
    </div>
  );
}
