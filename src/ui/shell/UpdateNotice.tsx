import { Button } from '../components/Button';
import { registerServiceWorker, useAppUpdate, type RegisterServiceWorker } from './appUpdate';
import { useAboveConsentBanner } from './layout';

/**
 * "Update available" with Reload, at the bottom left, when a new deployment has installed: the new code
 * takes over only when the visitor chooses, never under a running job. The live region is always there
 * (empty), so screen readers announce the notice when it appears; it takes no focus. (A polite region
 * without role="status": the page's own status messages stay the only ones.)
 */
export function UpdateNotice({ register = registerServiceWorker }: { register?: RegisterServiceWorker }) {
  const { waiting, reloading, reload, dismiss } = useAppUpdate(register);
  const aboveBanner = useAboveConsentBanner();
  return (
    <div aria-live="polite" className="fixed bottom-4 left-4 z-50" style={aboveBanner}>
      {waiting && (
        <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white py-2 pr-2 pl-4 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <p className="text-sm font-medium text-slate-800 dark:text-slate-100">Update available</p>
          <Button onClick={reload} disabled={reloading}>
            Reload
          </Button>
          <Button variant="ghost" onClick={dismiss} disabled={reloading}>
            Later
          </Button>
        </div>
      )}
    </div>
  );
}
