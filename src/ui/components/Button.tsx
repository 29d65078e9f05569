import { useRef, type ButtonHTMLAttributes } from 'react';
import { useMainAction } from './mainAction';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

// Disabled: faded in the light theme; in the dark one, faded text fell to about 3:1, so it is plain grey instead
// (slate-400, 4.5:1 or more on every background it sits on). aria-disabled buttons still say why when pressed.
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ' +
  'dark:disabled:text-slate-400 dark:disabled:opacity-100 dark:aria-disabled:text-slate-400 ' +
  'dark:aria-disabled:opacity-100 focus-ring';

const variants: Record<Variant, string> = {
  primary:
    'bg-indigo-600 text-white hover:bg-indigo-500 disabled:hover:bg-indigo-600 dark:disabled:bg-slate-800 ' +
    'dark:disabled:hover:bg-slate-800 dark:aria-disabled:bg-slate-800 dark:aria-disabled:hover:bg-slate-800',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  danger: 'bg-red-600 text-white hover:bg-red-500',
};

export function buttonClass(variant: Variant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** The page's main action: Ctrl-Enter (Cmd-Enter) clicks it, wherever the focus is (see mainAction.ts). */
  mainAction?: boolean;
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  mainAction = false,
  ...rest
}: ButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useMainAction(ref, mainAction);
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass(variant, className)}
      aria-keyshortcuts={mainAction ? 'Control+Enter' : undefined}
      {...rest}
    />
  );
}
