/** A pad's readings as people read them: button and stick names, values, the drift, and the check-up's line. */
import type { Drift, PadView } from './core';
import { GAMEPAD_TESTER_TEXTS as T } from './words';

/** A button's name: the standard mapping's where it has one, else 'Button n'. */
export function buttonName(index: number, standard: boolean): string {
  return (standard ? T.standardButtons[index] : undefined) ?? T.button(index);
}

/** A stick's name: left and right on a standard pad, else by its pair of axes. */
export function stickName(pair: number, standard: boolean): string {
  if (standard && pair === 0) return T.leftStick;
  if (standard && pair === 1) return T.rightStick;
  return T.axesPair(pair * 2);
}

/** An axis or button value as the page shows it: two decimals, never '-0.00'. */
export function formatValue(value: number): string {
  if (!Number.isFinite(value)) return '0.00';
  const text = value.toFixed(2);
  return text === '-0.00' ? '0.00' : text;
}

/** A drift reading in words. */
export function driftText(drift: Drift | null): string {
  if (!drift) return T.driftWaiting;
  const m = formatValue(drift.magnitude);
  if (drift.kind === 'centred') return T.driftCentred(m);
  return drift.beyondDeadzone ? T.driftBeyond(m) : T.driftInside(m);
}

/** The check-up's line: '1 controller, 60 Hz updates, left stick drift 0.11'; null before any pad. */
export function gamepadSummary(pads: readonly PadView[]): string | null {
  if (pads.length === 0) return null;
  const rates = pads.map((p) => p.rate).filter((r): r is number => r !== null);
  const rate = rates.length ? T.rateHz(Math.max(...rates)) : null;
  const sticks = pads.flatMap((p) => p.sticks.map((stick) => ({ stick, standard: p.standard })));
  const drifting = sticks.find(({ stick }) => stick.drift?.kind === 'drift');
  let drift: string = T.summaryNoDrift;
  if (drifting?.stick.drift) {
    const { stick, standard } = drifting;
    drift = T.summaryDrift(stickName(stick.pair, standard), formatValue(drifting.stick.drift.magnitude));
  } else if (sticks.some(({ stick }) => !stick.drift)) drift = T.summaryDriftWaiting;
  return T.summary(pads.length, rate, drift);
}
