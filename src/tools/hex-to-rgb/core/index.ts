import { describeColour, parseHex, type ColourReadout } from '../../../core/shared/colour';

/** HEX to RGB: a typed hex code becomes the colour read-out; throws the colour fault `invalidHex` otherwise. */
export function convertHex(input: string): ColourReadout {
  return describeColour(parseHex(input));
}
