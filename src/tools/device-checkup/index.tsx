/** Device Check-up: the intro, one step per hardware test, then the report (see tools/device-checkup/core). */
import { useCallback } from 'react';
import { CHECKUP_TEXTS as T } from './words';
import { Button } from '../../ui/components/Button';
import { Panel } from '../../ui/components/Panel';
import type { ToolViewProps } from '../../ui/tools/registry';
import { CheckupReportView } from './CheckupReportView';
import { CheckupStepView } from './CheckupStepView';
import { useCheckup, type StepDraft } from './useCheckup';

export default function DeviceCheckup(_props: ToolViewProps) {
  const { steps, phase, at, step, draft, update, results, go, start, restart } = useCheckup();
  const onChange = useCallback((change: Partial<StepDraft>) => update(step.key, change), [update, step.key]);

  if (phase === 'report')
    return <CheckupReportView results={results} onEdit={() => go(steps.length - 1)} onRestart={restart} />;
  if (phase === 'steps')
    return (
      <CheckupStepView
        step={step}
        at={at}
        count={steps.length}
        draft={draft}
        onChange={onChange}
        onBack={() => go(at - 1)}
        onNext={() => go(at + 1)}
      />
    );
  return (
    <Panel>
      <p className="text-sm text-slate-600 dark:text-slate-300">{T.intro}</p>
      <h2 className="font-semibold text-slate-900 dark:text-white">{T.stepsTitle}</h2>
      <ol className="list-inside list-decimal text-sm text-slate-700 dark:text-slate-200">
        {steps.map(({ key }) => (
          <li key={key}>{T.steps[key]}</li>
        ))}
      </ol>
      <div>
        <Button onClick={start}>{T.start}</Button>
      </div>
    </Panel>
  );
}
