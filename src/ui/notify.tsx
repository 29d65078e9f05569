import { toast, type Id, type ToastOptions } from 'react-toastify';
import { notificationsEnabled } from './state/settings';

/** Toasts: one at a time, 5000 ms (spec sections 4 and 9). */
export const TOAST_DURATION_MS = 5000;

function Message({ title, body }: { title: string; body?: string }) {
  if (!body) return <span>{title}</span>;
  return (
    <div>
      <p className="font-semibold">{title}</p>
      <p className="text-sm opacity-90">{body}</p>
    </div>
  );
}

/** One toast at a time, and always the latest: a new one replaces whatever is showing or queued. */
const show = (kind: 'success' | 'error' | 'info', title: string, body?: string, options?: ToastOptions) => {
  // Optional calls: unit tests often mock react-toastify with only success/error/info.
  toast.clearWaitingQueue?.();
  toast.dismiss?.();
  return toast[kind](<Message title={title} body={body} />, options);
};

/** The one place tools raise notices, so settings (e.g. muting success toasts) apply everywhere. */
export const notify = {
  /** Silent when Settings > Notifications is off; errors and notices always show. */
  success: (title: string, body?: string): Id | undefined =>
    notificationsEnabled() ? show('success', title, body) : undefined,
  error: (title: string, body?: string) => show('error', title, body),
  info: (title: string, body?: string) => show('info', title, body),
};
