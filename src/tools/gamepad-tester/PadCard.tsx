import { useState } from 'react';
import { buttonName, driftText, formatValue, stickName } from './reading';
import type { StickView } from './core';
import { GAMEPAD_TESTER_TEXTS as T } from './words';
import { Button } from '../../ui/components/Button';
import { Panel } from '../../ui/components/Panel';
import { InfoTable } from '../../ui/tools/shared/hardware/InfoTable';
import { StickCanvas } from './StickCanvas';
import type { PadState } from './useGamepads';

type Haptics = { playEffect: (type: string, params: object) => Promise<unknown> };

function ButtonBar({ name, value, pressed }: { name: string; value: number; pressed: boolean }) {
  return (
    <div className="grid grid-cols-[6.5rem_1fr] items-center gap-2">
      <dt className="text-sm font-medium text-slate-700 dark:text-slate-200">{name}</dt>
      <dd aria-label={name} className="flex items-center gap-2 font-mono text-sm text-slate-900 dark:text-slate-100">
        <span aria-hidden className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
          <span
            className={`block h-full ${pressed ? 'bg-indigo-600' : 'bg-slate-400'}`}
            style={{ width: `${Math.round(Math.min(1, Math.max(0, value)) * 100)}%` }}
          />
        </span>
        {formatValue(value)}
      </dd>
    </div>
  );
}

function ButtonBars({ pad }: { pad: PadState }) {
  return (
    <dl aria-label={T.buttons} className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
      {pad.buttons.map((b, i) => (
        <ButtonBar key={i} name={buttonName(i, pad.standard)} value={b.value} pressed={b.pressed} />
      ))}
    </dl>
  );
}

function Vibration({ pad }: { pad: PadState }) {
  const [state, setState] = useState<'idle' | 'vibrating' | 'failed'>('idle');
  if (!pad.canVibrate) return <p className="text-sm text-slate-600 dark:text-slate-300">{T.noVibration}</p>;
  const vibrate = () => {
    const actuator = navigator.getGamepads()[pad.index]?.vibrationActuator as Haptics | null | undefined;
    if (!actuator) return setState('failed');
    setState('vibrating');
    const effect = { startDelay: 0, duration: 600, weakMagnitude: 0.5, strongMagnitude: 1 };
    actuator.playEffect('dual-rumble', effect).then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" onClick={vibrate} disabled={state === 'vibrating'}>
        {state === 'vibrating' ? T.vibrating : T.vibrate}
      </Button>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {state === 'failed' ? T.vibrationFailed : ''}
      </p>
    </div>
  );
}

function StickSection({ stick, name, deadzone }: { stick: StickView; name: string; deadzone: number }) {
  return (
    <section aria-label={name} className="flex flex-wrap items-start gap-4">
      <StickCanvas stick={stick} name={name} deadzone={deadzone} />
      <div className="min-w-48 flex-1">
        <InfoTable
          label={name}
          rows={[
            { label: T.position, value: T.xy(formatValue(stick.raw.x), formatValue(stick.raw.y)) },
            { label: T.afterDeadzone, value: T.xy(formatValue(stick.out.x), formatValue(stick.out.y)) },
            { label: T.drift, value: driftText(stick.drift) },
            {
              label: T.circularity,
              value:
                stick.circularity === null ? T.circularityWaiting : T.circularityValue(stick.circularity.toFixed(1)),
            },
          ]}
        />
      </div>
    </section>
  );
}

export function PadCard({ pad, deadzone }: { pad: PadState; deadzone: number }) {
  return (
    <Panel title={T.padTitle(pad.index)}>
      <InfoTable
        label={T.padTitle(pad.index)}
        rows={[
          { label: T.id, value: pad.id },
          { label: T.mapping, value: pad.standard ? T.standardMapping : T.noMapping },
          { label: T.updateRate, value: pad.rate === null ? T.rateWaiting : T.rateHz(pad.rate) },
        ]}
      />
      <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-100">{T.buttons}</h3>
      <ButtonBars pad={pad} />
      <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-100">{T.sticks}</h3>
      <div className="grid gap-4 lg:grid-cols-2">
        {pad.sticks.map((stick) => (
          <StickSection key={stick.pair} stick={stick} name={stickName(stick.pair, pad.standard)} deadzone={deadzone} />
        ))}
      </div>
      <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-100">{T.vibration}</h3>
      <Vibration pad={pad} />
      <p className="text-xs text-slate-500 dark:text-slate-400">{T.rateNote}</p>
    </Panel>
  );
}
