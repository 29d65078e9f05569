import { useState } from 'react';
import { ToolError } from '../../core/shared/tool-error';
import { MAX_WINDOW, matchOffset, readCode, stepAt, type CodeSettings, type OtpKind } from './core';
import { OTP_TEXTS } from './words';
import { Panel } from '../../ui/components/Panel';
import { SliderInput } from '../../ui/components/SliderInput';
import { TextField } from '../../ui/components/TextField';

interface VerifyPanelProps {
  secret: Uint8Array | null;
  settings: CodeSettings;
  kind: OtpKind;
  counter: number;
}

type Verdict = { ok: boolean; text: string } | { error: string } | null;

function verdictOf(code: string, window: number, { secret, settings, kind, counter }: VerifyPanelProps): Verdict {
  if (!secret || !code.trim()) return null;
  try {
    const typed = readCode(code, settings.digits);
    const base = kind === 'totp' ? stepAt(Date.now(), settings.period) : counter;
    const offset = matchOffset(secret, settings, typed, base, window);
    if (offset === null) return { ok: false, text: OTP_TEXTS.verdictNoMatch(window) };
    const where =
      kind === 'hotp'
        ? OTP_TEXTS.counterMatch(base + offset, offset)
        : offset === 0
          ? OTP_TEXTS.stepCurrent
          : OTP_TEXTS.stepOffset(offset, settings.period);
    return { ok: true, text: OTP_TEXTS.verdictMatch(where) };
  } catch (e) {
    if (!(e instanceof ToolError)) throw e;
    return { error: `${e.title}. ${e.description ?? ''}`.trim() };
  }
}

/** Checks a typed code against the steps (or counters) within a window either side, and says which one matched. */
export function VerifyPanel(props: VerifyPanelProps) {
  const [code, setCode] = useState('');
  const [window, setWindow] = useState(1);
  // Read when typed or when the settings change; a code typed stays valid for its step, so no timer is needed.
  const verdict = verdictOf(code, window, props);
  return (
    <Panel title={OTP_TEXTS.verifyPanel}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={OTP_TEXTS.codeToVerify}
          value={code}
          onChange={setCode}
          inputMode="numeric"
          error={verdict && 'error' in verdict ? verdict.error : undefined}
        />
        <SliderInput label={OTP_TEXTS.window} value={window} min={0} max={MAX_WINDOW} onChange={setWindow} />
      </div>
      <p
        role="status"
        data-testid="otp-verdict"
        className={`text-sm font-medium ${verdict && 'ok' in verdict && verdict.ok ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}`}
      >
        {verdict && 'text' in verdict ? verdict.text : ''}
      </p>
    </Panel>
  );
}
