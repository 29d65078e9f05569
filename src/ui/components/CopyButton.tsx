import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../notify';
import { Button } from './Button';
import { writeClipboard } from './clipboard';

/** How long the button says 'Copied' (spec section 9). */
export const COPIED_MS = 2000;

interface CopyButtonProps {
  /**
   * The text to copy, or a Blob of it (a long output, copied without building a string), or a function that
   * makes that Blob when the button is pressed (an output written on demand, e.g. in a worker). An empty text
   * or Blob means nothing to copy.
   */
  text: string | Blob | (() => Promise<Blob>);
  /** Visible label (defaults to 'Copy'). */
  label?: string;
  /** Accessible name when several copy buttons share a page. */
  ariaLabel?: string;
  /** Success toast, e.g. 'SHA-256 hash copied to clipboard'. */
  successMessage?: string;
  /** Title of the success toast when successMessage is a body text (e.g. 'Copied!'). */
  successTitle?: string;
  /** Called once the text is on the clipboard, for a notice that depends on what was copied. */
  onCopied?: () => void;
  variant?: 'secondary' | 'ghost' | 'primary';
  className?: string;
  /** Classes of the visible label, e.g. to show only the icon on a phone ('sr-only sm:not-sr-only'). */
  labelClassName?: string;
}

export function CopyButton({
  text,
  label = 'Copy',
  ariaLabel,
  successMessage,
  successTitle,
  onCopied,
  variant = 'secondary',
  className = '',
  labelClassName = '',
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const empty = typeof text === 'string' ? !text : text instanceof Blob && !text.size;

  const copy = async () => {
    if (empty) {
      notify.error('Nothing to copy');
      return;
    }
    try {
      await writeClipboard(typeof text === 'function' ? text() : text);
    } catch {
      notify.error('Copy failed', 'Your browser refused access to the clipboard.');
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    if (successTitle) notify.success(successTitle, successMessage);
    else if (successMessage) notify.success(successMessage);
    onCopied?.();
  };

  return (
    // Disabled by aria-disabled, not disabled: it looks and reads as disabled, yet a press still says
    // 'Nothing to copy' (the spec's words for copying an empty output).
    <Button
      variant={variant}
      onClick={() => void copy()}
      aria-label={ariaLabel}
      aria-disabled={empty || undefined}
      className={className}
    >
      {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
      <span aria-live="polite" className={labelClassName}>
        {copied ? 'Copied' : label}
      </span>
    </Button>
  );
}
