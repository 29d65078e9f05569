import { describeColour, parseHex, type ColourReadout } from '../../../core/shared/colour';

export { INVALID_HEX_MESSAGE } from '../../../core/shared/colour';

/** HEX to RGB: a typed hex code becomes the colour read-out; throws a ToolError with the spec's text otherwise. */
export function convertHex(input: string): ColourReadout {
  return describeColour(parseHex(input));
}
