import { useEffect, useEffectEvent, useLayoutEffect } from 'react';
import { toast, ToastContainer, type Id, type ToastTransitionProps } from 'react-toastify';
import { pageViewBottom } from './base/pageScroll';
import { notificationsEnabled } from './state/settings';

/** Toasts: one at a time, 5000 ms (spec sections 4 and 9). */
export const TOAST_DURATION_MS = 5000;

function Message({ title, body }: { title: string; body?: string }) {
  if (!body) return <span>{title}</span>;
  return (
    <div>
      <p className="font-semibold">{title}</p>
      <p className="text-xs opacity-90">{body}</p>
    </div>
  );
}

/**
 * Slides in as react-toastify's Slide does, starting its timer once in, and leaves at once. A toast that waited for
 * its slide-out to end kept the next one queued behind it (or both on screen), and when the animation's end never
 * came, the newest notice never showed.
 */
function SlideInLeaveAtOnce(props: ToastTransitionProps) {
  const { children, position, isIn, done, nodeRef } = props;
  const startTimer = useEffectEvent(() => props.playToast());
  useLayoutEffect(() => {
    const node = nodeRef.current;
    if (!node) return;
    const classes = ['Toastify--animate', `Toastify__slide-enter--${position}`];
    const entered = (event: AnimationEvent) => {
      if (event.target !== node) return;
      node.removeEventListener('animationend', entered);
      node.removeEventListener('animationcancel', entered);
      node.classList.remove(...classes);
      startTimer();
    };
    node.classList.add(...classes);
    node.addEventListener('animationend', entered);
    node.addEventListener('animationcancel', entered);
    return () => {
      node.removeEventListener('animationend', entered);
      node.removeEventListener('animationcancel', entered);
    };
  }, [nodeRef, position]);
  // Before paint: the closed toast is gone in the same frame as the next one appears.
  useLayoutEffect(() => {
    if (!isIn) done();
  }, [isIn, done]);
  return <>{children}</>;
}

/**
 * A toast's timer is its progress bar's CSS animation: react-toastify closes the toast when that animation ends. On a
 * busy page Chromium can fire the bar's animationend as the animation starts (elapsedTime 0), and the toast vanished
 * within a second. Such an end is stopped before React sees it; only one after the whole duration closes the toast.
 */
function stopEarlyTimerEnd(event: AnimationEvent) {
  const { target } = event;
  if (!(target instanceof Element) || !target.classList.contains('Toastify__progress-bar')) return;
  if (event.elapsedTime * 1000 < TOAST_DURATION_MS - 50) event.stopImmediatePropagation();
}

/**
 * The page's one toast container (in App): light theme in both site themes; src/ui/index.css gives the colours and
 * the place (under the site header from 768 px, at the bottom on phones: clear of the page's controls and the header).
 */
export function Toasts() {
  // On the window in the capture phase: before React's listener on the root.
  useEffect(() => {
    window.addEventListener('animationend', stopEarlyTimerEnd, true);
    return () => window.removeEventListener('animationend', stopEarlyTimerEnd, true);
  }, []);
  return (
    <ToastContainer position="top-right" autoClose={TOAST_DURATION_MS} transition={SlideInLeaveAtOnce} theme="light" />
  );
}

/** The toast on screen, if any: the next notice takes its place. */
let current: Id | undefined;

/**
 * One toast at a time, and always the latest: the toast on screen is dismissed (it leaves at once, in the frame the
 * new one appears) and a new one opens. Updating it in place instead lost the notice when that toast was already
 * closing (its 5000 ms just ended, or its leaving not yet drawn on a busy page): the update went to a toast on its way
 * out, and no toast showed at all.
 */
const show = (kind: 'success' | 'error' | 'info', title: string, body?: string): Id => {
  if (current !== undefined) toast.dismiss(current);
  current = toast[kind](<Message title={title} body={body} />);
  return current;
};

/** The one place tools raise notices, so settings (e.g. muting success toasts) apply everywhere. */
export const notify = {
  /** Silent when Settings > Notifications is off; errors and notices always show. */
  success: (title: string, body?: string): Id | undefined =>
    notificationsEnabled() ? show('success', title, body) : undefined,
  error: (title: string, body?: string) => show('error', title, body),
  info: (title: string, body?: string) => show('info', title, body),
};

/** Whether some of `element` is inside the window, above the consent banner (a message seen without scrolling). */
export function isInView(element: Element): boolean {
  const { top, bottom, left, right, width, height } = element.getBoundingClientRect();
  if (width === 0 && height === 0) return false;
  return bottom > 0 && right > 0 && top < pageViewBottom() && left < window.innerWidth;
}

/**
 * The error toast, unless `inline` (the same fault's message on the page, beside its field) is in view: one notice
 * per fault on screen. Says whether the toast showed.
 */
export function notifyErrorUnlessVisible(inline: Element | null, title: string, body?: string): boolean {
  if (inline && isInView(inline)) return false;
  notify.error(title, body);
  return true;
}
