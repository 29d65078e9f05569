/** The keyboard tester's pure logic: the layouts as data and the statistics of key events. */
export { LAYOUTS, LAYOUT_IDS, onLayout, type KeyShape, type Layout, type LayoutId } from './layouts';
export {
  CHATTER_MS,
  EMPTY_STATS,
  LOG_SIZE,
  chatterTotal,
  keyboardReducer,
  repeatTiming,
  type KeyPress,
  type KeyboardAction,
  type KeyboardStats,
  type LoggedPress,
} from './stats';
export { keyLabel, keycap } from './keycaps';
