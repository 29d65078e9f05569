/**
 * Gamepad Tester: turns what the Gamepad API reports each frame into what the page shows, as data the view words
 * (../reading.ts): button values, sticks with the deadzone applied, the drift at rest, the circularity trace and
 * the update rate. Pure: a tracker keeps each pad's history (samples, stamps, reach) and the view feeds it one poll
 * per frame.
 */
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

export const isStandard = (pad: Pick<GamepadLike, 'mapping'>): boolean => pad.mapping === 'standard';

/** What one pad's history holds between frames. */
interface PadHistory {
  stamps: number[];
  samples: StickSample[][];
  reach: number[][];
  /** The last drift read at rest, kept while the stick moves. */
  drift: (Drift | null)[];
}

export interface StickView {
  /** Which pair of axes: 0 is axes 0 and 1 (the left stick on a standard pad). */
  pair: number;
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
  /** By index: the standard mapping names them (../reading.ts). */
  buttons: { value: number; pressed: boolean }[];
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
        pair,
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
      buttons: pad.buttons.map((b) => ({ value: axis(b.value), pressed: b.pressed })),
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
