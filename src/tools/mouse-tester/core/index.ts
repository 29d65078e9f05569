/** The mouse tester's pure logic: button, wheel and chatter statistics, and the polling rate from event times. */
export {
  BUTTONS,
  CHATTER_DEFAULT_MS,
  DOUBLE_CLICK_MS,
  EMPTY_MOUSE,
  MIN_INTERVALS,
  PAUSE_MS,
  WHEEL_DIRECTIONS,
  chatterGaps,
  mouseReducer,
  pollingRate,
  wheelDirections,
  type ButtonName,
  type MouseAction,
  type MouseStats,
  type PressGap,
  type WheelDirection,
} from './stats';
