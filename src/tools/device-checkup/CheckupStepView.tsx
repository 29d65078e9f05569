/** One step: the hardware test itself (its own view, reporting what it measures), then the visitor's verdict. */
import { Suspense, useEffect, useMemo, useRef } from 'react';
import type { CheckupStep, Verdict } from './core';
import { CHECKUP_TEXTS as T } from './words';
import { findTool } from '../../core/site/catalogue';
import { TOOLS } from '../../core/site/tools';
import { ErrorBoundary } from '../../ui/components/ErrorBoundary';
import { Panel } from '../../ui/components/Panel';
import { TextAreaField } from '../../ui/components/TextAreaField';
import { TOOL_VIEWS } from '../../ui/tools/registry';
import { CheckupContext, type CheckupReporter } from '../../ui/tools/shared/hardware/checkup';
import { CheckupStepBar } from './CheckupStepBar';
import type { StepDraft } from './useCheckup';

const VERDICTS: Verdict[] = ['pass', 'fail', 'skipped'];
/** The radio group's form name (not shown). */
const VERDICT_GROUP = 'checkup-verdict';

function EmbeddedTest({ toolId, reporter }: { toolId: string; reporter: CheckupReporter }) {
  const tool = findTool(TOOLS, toolId);
  const View = tool && !tool.comingSoon ? TOOL_VIEWS[toolId] : undefined;
  const missing = <p className="text-sm text-slate-600 dark:text-slate-300">{T.viewMissing}</p>;
  if (!tool || !View) return missing;
  return (
    <ErrorBoundary fallback={() => missing}>
      <Suspense fallback={<p role="status" className="text-sm text-slate-600 dark:text-slate-300" />}>
        <CheckupContext.Provider value={reporter}>
          <View tool={tool} />
        </CheckupContext.Provider>
      </Suspense>
    </ErrorBoundary>
  );
}

function VerdictChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: Verdict | null;
  onChange: (verdict: Verdict) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">{T.verdictLegend(name)}</legend>
      {VERDICTS.map((verdict) => (
        <label
          key={verdict}
          className="focus-within:focus-ring flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm has-checked:border-indigo-600 has-checked:bg-indigo-50 dark:border-slate-600 dark:has-checked:bg-indigo-950"
        >
          <input
            type="radio"
            name={VERDICT_GROUP}
            value={verdict}
            checked={value === verdict}
            onChange={() => onChange(verdict)}
            className="accent-indigo-600"
          />
          {T.verdicts[verdict]}
        </label>
      ))}
    </fieldset>
  );
}

export function CheckupStepView({
  step,
  at,
  count,
  draft,
  onChange,
  onBack,
  onNext,
}: {
  step: CheckupStep;
  at: number;
  count: number;
  draft: StepDraft;
  onChange: (change: Partial<StepDraft>) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const name = T.steps[step.key];
  const heading = useRef<HTMLHeadingElement>(null);
  // A new step takes the focus to its heading, so a keyboard or screen reader user starts at its top.
  useEffect(() => heading.current?.focus(), [step.key]);
  const reporter = useMemo<CheckupReporter>(() => ({ report: (measured) => onChange({ measured }) }), [onChange]);
  return (
    <div className="flex flex-col gap-4">
      <h2 ref={heading} tabIndex={-1} className="focus-ring text-lg font-semibold text-slate-900 dark:text-white">
        {T.stepHeading(at + 1, count, name)}
      </h2>
      <EmbeddedTest key={step.toolId} toolId={step.toolId} reporter={reporter} />
      <Panel>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <span className="font-medium">{T.measured}: </span>
          <span data-testid="checkup-measured">{draft.measured ?? T.nothingMeasured}</span>
        </p>
        <TextAreaField
          label={T.note}
          rows={2}
          value={draft.note}
          placeholder={T.notePlaceholder}
          onChange={(note) => onChange({ note })}
        />
      </Panel>
      <CheckupStepBar at={at} count={count} name={name} onBack={onBack} onNext={onNext}>
        <VerdictChoice name={name} value={draft.verdict} onChange={(verdict) => onChange({ verdict })} />
      </CheckupStepBar>
    </div>
  );
}
