import { useEffect, useReducer } from 'react';
import { EMPTY_STATS, keyboardReducer, type KeyboardStats, type KeyPress } from './core';

/** The modifier states a press reports (`getModifierState` names). */
const MODIFIERS = ['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock', 'NumLock', 'ScrollLock', 'Fn'];

/** Controls that take every key themselves (typing, choosing): a key pressed in one is theirs, not a test. */
const ENTRY_CONTROLS =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="combobox"], [role="listbox"], [role="option"], [aria-haspopup]';

/**
 * Whether a key belongs to the form control it is pressed in rather than to the test: every key in a field or a
 * list, Enter and Space on a button (which press it). Anything else, anywhere on the page, is tested.
 */
export function isControlKey(event: KeyboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof Element)) return false;
  if (target.closest(ENTRY_CONTROLS)) return true;
  return target.closest('button, a[href]') !== null && (event.key === 'Enter' || event.key === ' ');
}

function readPress(event: KeyboardEvent, type: KeyPress['type']): KeyPress {
  return {
    type,
    code: event.code || event.key,
    key: event.key,
    location: event.location,
    modifiers: MODIFIERS.filter((m) => event.getModifierState(m)),
    repeat: event.repeat,
    time: event.timeStamp,
  };
}

export interface KeyCapture {
  stats: KeyboardStats;
  reset: () => void;
}

/**
 * Reads the keys pressed anywhere on the page from the moment it opens (see `isControlKey` for the keys left to a
 * form control). Each key's default action is stopped (so `/` or Space do not act on the page), except Tab while
 * keys are not locked: it must still move the focus.
 */
export function useKeyCapture(keysLocked: boolean): KeyCapture {
  const [stats, dispatch] = useReducer(keyboardReducer, EMPTY_STATS);
  useEffect(() => {
    const capture = (event: KeyboardEvent, type: KeyPress['type']) => {
      if (isControlKey(event)) return;
      if (event.key !== 'Tab' || keysLocked) event.preventDefault();
      dispatch(readPress(event, type));
    };
    const down = (event: KeyboardEvent) => capture(event, 'down');
    const up = (event: KeyboardEvent) => capture(event, 'up');
    // The key-up of a key held while the window lost the focus goes elsewhere: let go of it here.
    const blur = () => dispatch({ type: 'blur' });
    // In the capture phase, before the site's shortcuts, which leave a key whose default is stopped alone.
    window.addEventListener('keydown', down, true);
    window.addEventListener('keyup', up, true);
    window.addEventListener('blur', blur);
    return () => {
      window.removeEventListener('keydown', down, true);
      window.removeEventListener('keyup', up, true);
      window.removeEventListener('blur', blur);
    };
  }, [keysLocked]);
  return { stats, reset: () => dispatch({ type: 'reset' }) };
}
