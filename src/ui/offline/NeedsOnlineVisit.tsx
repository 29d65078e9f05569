import { Link } from 'wouter';
import { Button, buttonClass } from '../components/Button';
import type { Tool } from '../../core/site/catalogue';
import { OFFLINE_MESSAGES as M } from './messages';

/** Shown in a tool's place when its files were never stored and the device is offline. */
export function NeedsOnlineVisit({ tool }: { tool: Tool }) {
  return (
    <section
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 p-6 dark:border-slate-700"
    >
      <p className="text-lg font-semibold text-slate-800 dark:text-slate-100">{M.notStoredTitle}</p>
      <p className="max-w-prose text-sm text-slate-600 dark:text-slate-400">{M.notStored(tool.name)}</p>
      <p className="max-w-prose text-sm text-slate-600 dark:text-slate-400">{M.everythingHint}</p>
      <div className="flex flex-wrap gap-3">
        {/* A reload asks for the tool's files again (its view, once failed, is not asked for twice). */}
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {M.tryAgain}
        </Button>
        <Link href="/settings" className={buttonClass('secondary')}>
          {M.settingsLink}
        </Link>
      </div>
    </section>
  );
}
