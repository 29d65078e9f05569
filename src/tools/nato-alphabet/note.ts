/** The note under the output naming what was left out, in words. */
import { leftOutList } from '../../core/shared/left-out';
import { NATO_ACTIONS, type NatoTranslation } from './core';
import { NATO_MESSAGES } from './words';

/** The note naming what was left out, or undefined when nothing was. */
export function natoNote(action: string, translation: Omit<NatoTranslation, 'output'>) {
  const list = leftOutList(translation, NATO_MESSAGES);
  if (list === undefined) return undefined;
  const say = action === NATO_ACTIONS.toNato ? NATO_MESSAGES.noWord : NATO_MESSAGES.unknownWord;
  return say(translation.unknownCount, list);
}
