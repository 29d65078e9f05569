/** The SVG optimizer's note under the output, worded from the sizes before and after. */
import { formatBytes } from '../../core/shared/format';
import { percentSaved, type SvgSizes } from './core/stats';
import { SVG_MESSAGES } from './words';

/** "12.1 KB → 6.6 KB: 45.4% saved" (or "…larger" when the output grew). */
export function sizesNote(sizes: SvgSizes): string {
  const percent = percentSaved(sizes);
  const [before, after] = [formatBytes(sizes.before), formatBytes(sizes.after)];
  return percent >= 0
    ? SVG_MESSAGES.saved(before, after, `${percent.toFixed(1)}%`)
    : SVG_MESSAGES.grew(before, after, `${(-percent).toFixed(1)}%`);
}
