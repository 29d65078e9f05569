/** The words of a media query refused before Prettier reads it (src/core/shared/prettier-hangs.ts). */
import type { TextPosition } from '../../core/shared/text-position';
import { reasonAt } from './reason-at';

/** What a refused media query is told. */
export const MEDIA_URL_LEFT_OPEN = "Unclosed bracket in a media query's url(";

/** The description of the formatter's fault, with where the bracket opened. */
export const mediaUrlLeftOpen = ({ line, column }: TextPosition): string =>
  reasonAt({ reason: MEDIA_URL_LEFT_OPEN, line, column });
