import { batterySummary, readBattery, type BatteryReading } from './reading';
import { BATTERY_INFO_TEXTS as T } from './words';
import { Panel } from '../../ui/components/Panel';
import type { ToolViewProps } from '../../ui/tools/registry';
import { useCheckupSummary } from '../../ui/tools/shared/hardware/checkup';
import { InfoTable } from '../../ui/tools/shared/hardware/InfoTable';
import { useBattery } from './useBattery';

/** The level as a bar: red when low, amber under half, green otherwise. */
function LevelBar({ reading }: { reading: BatteryReading }) {
  const colour = reading.percent <= 20 ? 'bg-red-600' : reading.percent < 50 ? 'bg-amber-500' : 'bg-emerald-600';
  return (
    <div
      role="meter"
      aria-label={T.levelMeter}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={reading.percent}
      aria-valuetext={reading.level}
      className="h-6 overflow-hidden rounded-md border border-slate-300 bg-slate-100 dark:border-slate-600 dark:bg-slate-800"
    >
      <div className={`h-full ${colour}`} style={{ width: `${reading.percent}%` }} />
    </div>
  );
}

function Note({ children }: { children: string }) {
  return <p className="text-sm text-slate-600 dark:text-slate-300">{children}</p>;
}

export default function BatteryInfo(_props: ToolViewProps) {
  const status = useBattery();
  const reading = status.kind === 'ready' ? readBattery(status.battery) : null;
  useCheckupSummary(reading ? batterySummary(reading) : null);
  return (
    <Panel title={T.title}>
      {status.kind === 'reading' && <Note>{T.reading}</Note>}
      {status.kind === 'unsupported' && (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
          {T.unsupported}
        </p>
      )}
      {status.kind === 'refused' && (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
          {T.refused}
        </p>
      )}
      {reading && (
        <>
          <LevelBar reading={reading} />
          <InfoTable
            label={T.details}
            rows={[
              { label: T.level, value: reading.level },
              { label: T.state, value: reading.state },
              { label: reading.timeLabel, value: reading.time },
            ]}
          />
          <Note>{T.live}</Note>
        </>
      )}
    </Panel>
  );
}
