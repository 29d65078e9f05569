/** A check-up step's outcome (its own module: the core and its words both name it). */
export type Verdict = 'pass' | 'fail' | 'skipped';
