import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { TextEditor } from '../../../components/TextEditor';
import { SHARED_TEXTS } from '../messages';

interface CodecInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  actionLabel: string;
  onAction: () => void;
  /** True while a long action runs (the button is disabled and says so). */
  busy?: boolean;
  /** Extra controls beside the action button (e.g. Clear). */
  actions?: ReactNode;
  /** Shown beside the field (e.g. why the input cannot convert as typed). */
  error?: string;
  rows?: number;
}

/**
 * The input half of every codec tool: a labelled text editor and its action button,
 * disabled while the input is empty (spec section 5). It is the page's main action: Ctrl+Enter (Cmd+Enter) runs it.
 */
export function CodecInput({
  label,
  value,
  onChange,
  placeholder,
  actionLabel,
  onAction,
  busy,
  actions,
  error,
  rows = 8,
}: CodecInputProps) {
  return (
    <div className="flex flex-col gap-2">
      <TextEditor label={label} value={value} onChange={onChange} placeholder={placeholder} rows={rows} error={error} />
      <div className="flex flex-wrap items-center gap-2">
        <Button mainAction onClick={onAction} disabled={value === '' || busy} aria-busy={busy || undefined}>
          {busy ? SHARED_TEXTS.working : actionLabel}
        </Button>
        {actions}
        {/* A keyboard hint: phones have no Ctrl key, and there the floating chat button would cover it. */}
        <span className="text-xs text-slate-500 max-sm:hidden dark:text-slate-400">{SHARED_TEXTS.ctrlEnterHint}</span>
      </div>
    </div>
  );
}
