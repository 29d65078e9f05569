/** The check-up's progress: the steps for this device, where the visitor is, and each step's result so far. */
import { useCallback, useMemo, useState } from 'react';
import { stepsFor, type CheckupStep, type StepKey, type StepResult, type Verdict } from './core';

export type Phase = 'intro' | 'steps' | 'report';

export interface StepDraft {
  verdict: Verdict | null;
  note: string;
  measured: string | null;
}

const EMPTY: StepDraft = { verdict: null, note: '', measured: null };

export function useCheckup() {
  // The prerendered page knows nothing of the device: whether it has touch is read when the check-up starts.
  const [steps, setSteps] = useState<readonly CheckupStep[]>(() => stepsFor(0));
  const [phase, setPhase] = useState<Phase>('intro');
  const [at, setAt] = useState(0);
  const [drafts, setDrafts] = useState<Partial<Record<StepKey, StepDraft>>>({});

  const step = steps[Math.min(at, steps.length - 1)];
  const draft = drafts[step.key] ?? EMPTY;
  const update = useCallback(
    (key: StepKey, change: Partial<StepDraft>) =>
      setDrafts((all) => {
        const current = all[key] ?? EMPTY;
        const next = { ...current, ...change };
        const same = (Object.keys(change) as (keyof StepDraft)[]).every((k) => current[k] === next[k]);
        return same ? all : { ...all, [key]: next };
      }),
    [],
  );

  /** Every step's result; a step left without a verdict counts as skipped. */
  const results: StepResult[] = useMemo(
    () =>
      steps.map(({ key }) => {
        const d = drafts[key] ?? EMPTY;
        return { key, verdict: d.verdict ?? 'skipped', measured: d.measured, note: d.note.trim() };
      }),
    [steps, drafts],
  );

  const go = useCallback(
    (to: number) => {
      if (to >= steps.length) setPhase('report');
      else {
        setAt(Math.max(0, to));
        setPhase('steps');
      }
    },
    [steps.length],
  );
  const start = useCallback(() => {
    setSteps(stepsFor(navigator.maxTouchPoints ?? 0));
    setAt(0);
    setPhase('steps');
  }, []);
  const restart = useCallback(() => {
    setDrafts({});
    setAt(0);
    setPhase('intro');
  }, []);

  return { steps, phase, at, step, draft, update, results, go, start, restart };
}
