/**
 * Gamepad Tester: turns what the Gamepad API reports each frame into what the page shows: named buttons with
 * their analog values, sticks with the deadzone applied, the drift at rest, the circularity trace and the update
 * rate. Pure: a tracker keeps each pad's history (samples, stamps, reach) and the view feeds it one poll per frame.
 */
import { GAMEPAD_TESTER_TEXTS as T } from '../words';
import { pushStamp, updateRateHz } from './rate';
import {
  applyDeadzone,
  circularityError,
  driftOf,
  emptyReach,
  pushSample,
  restPosition,
  traceReach,
  type Drift,
  type StickPos,
  type StickSample,
} from './sticks';

export * from './rate';
export * from './sticks';

/** The parts of a `Gamepad` the tester reads. */
export interface GamepadLike {
  index: number;
  id: string;
  mapping: string;
  timestamp: number;
  connected?: boolean;
  buttons: readonly { pressed: boolean; value: number }[];
  axes: readonly number[];
}

/** The standard mapping's buttons, by index (W3C Gamepad, "Standard Gamepad"), in an Xbox-style layout. */
export const STANDARD_BUTTONS = [
  'A',
  'B',
  'X',
  'Y',
  'LB',
  'RB',
  'LT',
  'RT',
  'Back',
  'Start',
  'Left stick',
  'Right stick',
  'D-pad up',
  'D-pad down',
  'D-pad left',
  'D-pad right',
  'Home',
] as const;

export const isStandard = (pad: Pick<GamepadLike, 'mapping'>): boolean => pad.mapping === 'standard';

/** A button's name: the standard mapping's where it has one, else 'Button n'. */
export function buttonName(index: number, standard: boolean): string {
  return (standard ? STANDARD_BUTTONS[index] : undefined) ?? T.button(index);
}

/** An axis or button value as the page shows it: two decimals, never '-0.00'. */
export function formatValue(value: number): string {
  if (!Number.isFinite(value)) return '0.00';
  const text = value.toFixed(2);
  return text === '-0.00' ? '0.00' : text;
}

/** A stick's name: left and right on a standard pad, else by its pair of axes. */
export function stickName(pair: number, standard: boolean): string {
  if (standard && pair === 0) return T.leftStick;
  if (standard && pair === 1) return T.rightStick;
  return T.axesPair(pair * 2);
}

/** What one pad's history holds between frames. */
interface PadHistory {
  stamps: number[];
  samples: StickSample[][];
  reach: number[][];
  /** The last drift read at rest, kept while the stick moves. */
  drift: (Drift | null)[];
}

export interface StickView {
  name: string;
  raw: StickPos;
  out: StickPos;
  drift: Drift | null;
  reach: readonly number[];
  circularity: number | null;
}

export interface PadView {
  index: number;
  id: string;
  standard: boolean;
  buttons: { name: string; value: number; pressed: boolean }[];
  sticks: StickView[];
  rate: number | null;
}

const axis = (value: number | undefined): number => (Number.isFinite(value) ? (value as number) : 0);

/** Keeps each pad's history across frames, by pad index. */
export class PadTracker {
  private readonly histories = new Map<number, PadHistory>();

  /** One poll of a pad at time `now` (ms), with the deadzone in use. */
  track(pad: GamepadLike, now: number, deadzone: number): PadView {
    const history = this.historyOf(pad.index);
    pushStamp(history.stamps, pad.timestamp);
    const standard = isStandard(pad);
    const pairs = Math.floor(pad.axes.length / 2);
    const sticks = Array.from({ length: pairs }, (_, pair) => {
      const raw = { x: axis(pad.axes[pair * 2]), y: axis(pad.axes[pair * 2 + 1]) };
      history.samples[pair] ??= [];
      history.reach[pair] ??= emptyReach();
      pushSample(history.samples[pair], { ...raw, t: now });
      traceReach(history.reach[pair], raw);
      const rest = restPosition(history.samples[pair]);
      if (rest) history.drift[pair] = driftOf(rest, deadzone);
      const drift = history.drift[pair] ?? null;
      return {
        name: stickName(pair, standard),
        raw,
        out: applyDeadzone(raw, deadzone),
        drift: drift && drift.kind === 'drift' ? { ...drift, beyondDeadzone: drift.magnitude > deadzone } : drift,
        reach: history.reach[pair],
        circularity: circularityError(history.reach[pair]),
      };
    });
    return {
      index: pad.index,
      id: pad.id,
      standard,
      buttons: pad.buttons.map((b, i) => ({ name: buttonName(i, standard), value: axis(b.value), pressed: b.pressed })),
      sticks,
      rate: updateRateHz(history.stamps),
    };
  }

  /** Forgets a pad that left. */
  forget(index: number): void {
    this.histories.delete(index);
  }

  private historyOf(index: number): PadHistory {
    let history = this.histories.get(index);
    if (!history) {
      history = { stamps: [], samples: [], reach: [], drift: [] };
      this.histories.set(index, history);
    }
    return history;
  }
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
  const sticks = pads.flatMap((p) => p.sticks);
  const drifting = sticks.find((s) => s.drift?.kind === 'drift');
  let drift: string = T.summaryNoDrift;
  if (drifting?.drift) drift = T.summaryDrift(drifting.name, formatValue(drifting.drift.magnitude));
  else if (sticks.some((s) => !s.drift)) drift = T.summaryDriftWaiting;
  return T.summary(pads.length, rate, drift);
}
