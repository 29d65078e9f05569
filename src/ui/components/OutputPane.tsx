import type { ReactNode } from 'react';
import { CopyButton } from './CopyButton';
import { TextAreaField } from './TextAreaField';

interface OutputPaneProps {
  label?: string;
  value: string;
  /** Success toast shown after copying. */
  copyMessage?: string;
  rows?: number;
  /** Extra controls shown beside Copy (e.g. Download). */
  actions?: ReactNode;
  placeholder?: string;
}

/** A read-only result with a Copy button: the shared output of every text tool. */
export function OutputPane({ label = 'Output', value, copyMessage, rows = 8, actions, placeholder }: OutputPaneProps) {
  return (
    <div className="flex flex-col gap-2">
      <TextAreaField label={label} value={value} rows={rows} placeholder={placeholder} />
      <div className="flex flex-wrap gap-2">
        <CopyButton text={value} successMessage={copyMessage} ariaLabel={`Copy ${label.toLowerCase()}`} />
        {actions}
      </div>
    </div>
  );
}
