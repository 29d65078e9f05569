/**
 * How a hardware test tells the Device Check-up what it found. Alone on its page a test's summary goes
 * nowhere; inside the check-up's step frame (which provides `CheckupContext`) its latest summary, for
 * example "Refresh rate 60 Hz, 0 dropped frames", is written into the report next to the visitor's verdict.
 */
import { createContext, useContext, useEffect } from 'react';

/** One measured line per test, or null while it has measured nothing yet. */
export type CheckupSummary = string | null;

export interface CheckupReporter {
  report: (summary: CheckupSummary) => void;
}

const NOWHERE: CheckupReporter = { report: () => {} };

export const CheckupContext = createContext<CheckupReporter>(NOWHERE);

/** Publishes this test's current summary to the check-up around it (if any) whenever it changes. */
export function useCheckupSummary(summary: CheckupSummary): void {
  const { report } = useContext(CheckupContext);
  useEffect(() => report(summary), [report, summary]);
}
