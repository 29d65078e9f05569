import { describeColour, parseHex, type ColourReadout } from '../../shared/colour';

export { INVALID_HEX_MESSAGE } from '../../shared/colour';

export type HexConversion = { ok: true; colour: ColourReadout } | { ok: false; error: string };

/** HEX to RGB: a typed hex code becomes the colour read-out, or the spec's error text. */
export function convertHex(input: string): HexConversion {
  try {
    return { ok: true, colour: describeColour(parseHex(input)) };
  } catch (e) {
    return { ok: false, error: (e as Error).message };
  }
}
