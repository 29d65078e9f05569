import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** Spec section 9: tooltips open after 700 ms; moving to another within 300 ms opens it at once. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

let lastClosedAt = -Infinity;

type Side = 'top' | 'bottom' | 'left';

const sideClass: Record<Side, string> = {
  bottom: 'top-full left-1/2 mt-2 -translate-x-1/2',
  top: 'bottom-full left-1/2 mb-2 -translate-x-1/2',
  left: 'right-full top-1/2 mr-2 -translate-y-1/2',
};

/** A short text label shown on hover or keyboard focus of its child (which keeps its own accessible name). */
export function Tooltip({ label, children, side = 'bottom' }: { label: string; children: ReactNode; side?: Side }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();

  const show = () => {
    clearTimeout(timer.current);
    const skip = performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    if (skip) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_OPEN_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now();
      return false;
    });
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  // Escape hides an open tooltip wherever focus is (WAI-ARIA tooltip pattern).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onPointerDown={hide}
    >
      {children}
      {open && (
        <span
          id={id}
          role="tooltip"
          className={`pointer-events-none absolute z-50 whitespace-nowrap rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow dark:bg-slate-100 dark:text-slate-900 ${sideClass[side]}`}
        >
          {label}
        </span>
      )}
    </span>
  );
}
