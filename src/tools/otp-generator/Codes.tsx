import { useEffect, useState } from 'react';
import { codeAt, msToNextStep, totpCodes, type CodeSettings } from './core';
import { OTP_TEXTS } from './words';
import { Button } from '../../ui/components/Button';
import { CopyButton } from '../../ui/components/CopyButton';

/** The time, renewed only when a new step begins: the codes re-render once a period, not every second. */
function useStepClock(period: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), msToNextStep(Date.now(), period) + 20);
    return () => clearTimeout(timer);
  }, [now, period]);
  return now;
}

const secondsLeft = (period: number) => Math.ceil(msToNextStep(Date.now(), period) / 1000);

/**
 * Seconds left for the current code: its own 1 s timer re-renders this alone. A timer role is not a live region, so
 * a screen reader reads it when asked, never every second.
 */
function Countdown({ period }: { period: number }) {
  const [left, setLeft] = useState(() => secondsLeft(period));
  useEffect(() => {
    const tick = () => setLeft(secondsLeft(period));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [period]);
  return (
    <div className="flex items-center gap-3">
      <div aria-hidden className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <div
          className={`h-full rounded-full transition-all ${left <= 5 ? 'bg-amber-500' : 'bg-indigo-600'}`}
          style={{ width: `${(left / period) * 100}%` }}
        />
      </div>
      <span
        role="timer"
        aria-label={OTP_TEXTS.secondsLeft}
        data-testid="otp-countdown"
        className="w-12 text-right text-sm text-slate-700 tabular-nums dark:text-slate-200"
      >
        {OTP_TEXTS.secondsLeftShort(left)}
      </span>
    </div>
  );
}

/** A code to read and copy, large for the current one. */
function Code({ label, code, main = false }: { label: string; code: string; main?: boolean }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-700 dark:text-slate-200">{label}</span>
      <div className="flex items-center gap-2">
        {/* An output is a live region: off, so a new code every period is read when asked, not announced. */}
        <output
          aria-label={label}
          aria-live="off"
          className={`font-mono tracking-widest text-slate-900 tabular-nums dark:text-slate-100 ${main ? 'text-4xl font-semibold' : 'text-lg'}`}
        >
          {code}
        </output>
        <CopyButton
          text={code}
          ariaLabel={OTP_TEXTS.copyCode(label)}
          successMessage={OTP_TEXTS.copied}
          variant="ghost"
        />
      </div>
    </div>
  );
}

/** The time-based codes: the current one with its countdown, and the previous and next. */
export function TotpCodes({ secret, settings }: { secret: Uint8Array; settings: CodeSettings }) {
  const now = useStepClock(settings.period);
  const codes = totpCodes(secret, settings, now);
  return (
    <div className="flex flex-col gap-4" data-step={codes.step}>
      <Code label={OTP_TEXTS.currentCode} code={codes.current} main />
      <Countdown period={settings.period} />
      <div className="flex flex-wrap gap-8">
        <Code label={OTP_TEXTS.previousCode} code={codes.previous} />
        <Code label={OTP_TEXTS.nextCode} code={codes.next} />
      </div>
    </div>
  );
}

interface HotpCodesProps {
  secret: Uint8Array;
  settings: CodeSettings;
  counter: number;
  onNext: () => void;
}

/** The counter-based code, and a button that moves the counter on as an authenticator's press does. */
export function HotpCodes({ secret, settings, counter, onNext }: HotpCodesProps) {
  return (
    <div className="flex flex-col items-start gap-4">
      <Code label={OTP_TEXTS.codeAtCounter(counter)} code={codeAt(secret, settings, counter)} main />
      <Button variant="secondary" onClick={onNext}>
        {OTP_TEXTS.nextCounter}
      </Button>
    </div>
  );
}
