/** The note under the output naming what was left out, in words. */
import { leftOutList } from '../../core/shared/left-out';
import { MORSE_ACTIONS, type MorseTranslation } from './core';
import { MORSE_MESSAGES } from './words';

/** The note naming what was left out, or undefined when nothing was. */
export function unknownNote(action: string, translation: Omit<MorseTranslation, 'output'>) {
  const list = leftOutList(translation, MORSE_MESSAGES);
  if (list === undefined) return undefined;
  const say = action === MORSE_ACTIONS.toMorse ? MORSE_MESSAGES.noCode : MORSE_MESSAGES.unknownCode;
  return say(translation.unknownCount, list);
}
