import { Breakable } from '../../components/Breakable';
import { CopyButton } from '../../components/CopyButton';
import { SHARED_TEXTS } from './messages';

interface ResultRowProps {
  label: string;
  value: string;
  /** Success toast body (or title when copyTitle is absent). */
  copyMessage: string;
  copyTitle?: string;
}

/** One labelled, copyable result line (colour values, dates, timestamps). */
export function ResultRow({ label, value, copyMessage, copyTitle }: ResultRowProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 py-2 last:border-0 dark:border-slate-800">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="flex min-w-0 items-center gap-2">
        <output aria-label={label} className="font-mono text-sm wrap-anywhere text-slate-900 dark:text-slate-100">
          <Breakable text={value} />
        </output>
        <CopyButton
          text={value}
          ariaLabel={SHARED_TEXTS.copy(label)}
          successTitle={copyTitle}
          successMessage={copyMessage}
          variant="ghost"
        />
      </dd>
    </div>
  );
}
