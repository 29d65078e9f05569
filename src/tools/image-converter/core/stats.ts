import { formatCount } from '../../../core/shared/format';
import type { Dimensions } from '../../../core/shared/image/sniff';

/** The output's size change against the original, one decimal: '−42.5%', '+3.0%', '0.0%'. */
export function percentChange(before: number, after: number): string {
  if (before <= 0) return '—';
  const change = ((after - before) / before) * 100;
  const rounded = Math.round(change * 10) / 10;
  if (rounded === 0) return '0.0%';
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toFixed(1)}%`;
}

export const formatDimensions = ({ width, height }: Dimensions) => `${formatCount(width)} × ${formatCount(height)}`;

/** '850 ms' under a second, else seconds with two decimals: '1.25 s'. */
export function formatDuration(seconds: number): string {
  if (seconds < 1) return `${Math.max(0, Math.round(seconds * 1000))} ms`;
  return `${seconds.toFixed(2)} s`;
}
