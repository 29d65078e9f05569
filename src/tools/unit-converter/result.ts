/** A conversion in words: the answer's line, the table under "Every … unit:", the notes under the result. */
import type { Conversion } from './core';
import { KIND_NAMES, UNIT_MESSAGES as M, UNIT_NOTES } from './words';

/** '5 cm ≈ 1.9685 in', and for a transfer '700 MB at 20 Mbit/s takes 280 s (4 min 40 s)'. */
function answerLine({ quantity, rate, answer }: Conversion): string | undefined {
  if (!answer) return undefined;
  if (rate === undefined) return `${quantity} ${answer.line}`;
  const spoken = answer.spoken ? ` (${answer.spoken})` : '';
  return `${M.transfer(quantity, rate)} ${M.takes} ${answer.line.replace(/^= /, '')}${spoken}`;
}

/** The result's text and the notes under it. */
export function conversionSaid(conversion: Conversion): { output: string; notes: string[] } {
  const answer = answerLine(conversion);
  const lines = [...(answer ? [answer, ''] : []), M.everyUnit(KIND_NAMES[conversion.kind]), ...conversion.table];
  const notes = [...conversion.notes.map((note) => UNIT_NOTES[note]), M.roundedNote(conversion.significant)];
  return { output: `${lines.join('\n')}\n`, notes };
}
