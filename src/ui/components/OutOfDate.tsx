import { TriangleAlert } from 'lucide-react';
import { COMPONENT_TEXTS } from './messages';

interface OutOfDateProps {
  /** The result no longer matches the input. */
  show: boolean;
  /** The button that brings it up to date, e.g. 'Convert'. */
  action: string;
  /** The input is invalid: the result shown is the last valid one. */
  invalid?: boolean;
  id?: string;
}

/** The marker's words, also the accessible description of the result it marks. */
export const outOfDateText = (invalid: boolean, action: string) =>
  invalid ? COMPONENT_TEXTS.outOfDateInvalid : COMPONENT_TEXTS.outOfDatePress(action);

/**
 * The small marker beside a result that no longer matches its input. It sits in a polite live region, so
 * screen readers hear when the result goes out of date; results point at it with aria-describedby.
 */
export function OutOfDate({ show, action, invalid = false, id }: OutOfDateProps) {
  return (
    <div aria-live="polite">
      {show && (
        <p
          id={id}
          data-testid="out-of-date"
          className="inline-flex items-center gap-1.5 rounded-md bg-amber-100 px-2 py-1 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200"
        >
          <TriangleAlert aria-hidden className="size-3.5" />
          {outOfDateText(invalid, action)}
        </p>
      )}
    </div>
  );
}
