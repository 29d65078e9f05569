import { useReducer, type FocusEvent, type KeyboardEvent, type ModifierKey } from 'react';
import { EMPTY_STATS, keyboardReducer, type KeyboardStats, type KeyPress } from '../../../core/tools/keyboard-tester';

/** The modifier states a press reports (`getModifierState` names). */
const MODIFIERS: ModifierKey[] = [
  'Shift',
  'Control',
  'Alt',
  'AltGraph',
  'Meta',
  'CapsLock',
  'NumLock',
  'ScrollLock',
  'Fn',
];

function readPress(event: KeyboardEvent, type: KeyPress['type']): KeyPress {
  return {
    type,
    code: event.code || event.key,
    key: event.key,
    location: event.location,
    modifiers: MODIFIERS.filter((m) => event.getModifierState(m)),
    repeat: event.repeat,
    time: event.nativeEvent.timeStamp,
  };
}

export interface KeyCapture {
  stats: KeyboardStats;
  reset: () => void;
  /** Handlers for the capture area only (never the window: the page around it keeps its keys). */
  handlers: {
    onKeyDown: (event: KeyboardEvent) => void;
    onKeyUp: (event: KeyboardEvent) => void;
    onBlur: (event: FocusEvent) => void;
  };
}

/**
 * Reads the keys pressed in the capture area. Each key's default action is stopped (so `/` or Space do not act on
 * the page), except Tab while keys are not locked: it must still take the focus out of the area.
 */
export function useKeyCapture(keysLocked: boolean): KeyCapture {
  const [stats, dispatch] = useReducer(keyboardReducer, EMPTY_STATS);
  const capture = (event: KeyboardEvent, type: KeyPress['type']) => {
    if (event.key !== 'Tab' || keysLocked) event.preventDefault();
    dispatch(readPress(event, type));
  };
  return {
    stats,
    reset: () => dispatch({ type: 'reset' }),
    handlers: {
      onKeyDown: (event) => capture(event, 'down'),
      onKeyUp: (event) => capture(event, 'up'),
      // The key-up of a key held while the focus left goes elsewhere: let go of it here.
      onBlur: () => dispatch({ type: 'blur' }),
    },
  };
}
