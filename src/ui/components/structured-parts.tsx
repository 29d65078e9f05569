import { CopyButton } from './CopyButton';
import { STRUCTURED_MESSAGES as M } from './structured-messages';

interface RowCopyProps {
  label: string;
  text: string;
  copyMessage?: string;
  copyTitle?: string;
}

/** A row's own Copy, named by the row ('Copy Network'). */
export function RowCopy({ label, text, copyMessage, copyTitle }: RowCopyProps) {
  return (
    <CopyButton
      text={text}
      variant="ghost"
      label={M.copy}
      labelClassName="sr-only"
      ariaLabel={M.copyRow(label)}
      successMessage={copyMessage ?? M.rowCopied(label)}
      successTitle={copyTitle}
    />
  );
}

/** An empty value shows as (none) (CSS content, so the text, its Copy and Copy all stay empty). */
export const EMPTY =
  'empty:before:text-slate-500 empty:before:italic empty:before:content-[attr(data-empty)] dark:empty:before:text-slate-400';

/** A block's heading, if it has one. */
export function Heading({ text }: { text: string | undefined }) {
  return text === undefined ? null : (
    <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-200">{text}</h3>
  );
}
