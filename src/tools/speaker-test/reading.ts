/** The speaker test's frequencies and check-up line in words. */
import { CHANNELS, type Channel } from './core';
import { SPEAKER_TEXTS as T } from './words';

/** A frequency as shown: whole hertz below 1 kHz, kilohertz with one decimal above ("440 Hz", "15.2 kHz"). */
export function formatFrequency(hz: number): string {
  if (hz < 999.5) return T.hertz(String(Math.round(hz)));
  return T.kilohertz((Math.round(hz / 100) / 10).toFixed(1));
}

function listOf(names: string[]): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${T.and} ${names[names.length - 1]}`;
}

/** What was played and heard, for the check-up report: "Left, right and centre played; heard up to 15.2 kHz". */
export function speakerSummary(played: ReadonlySet<Channel>, heardUpToHz: number | null): string | null {
  const names = CHANNELS.filter((c) => played.has(c)).map((c) => T.channelName[c]);
  const parts: string[] = [];
  if (names.length > 0) parts.push(T.summaryPlayed(listOf(names)));
  if (heardUpToHz !== null) parts.push(T.summaryHeard(formatFrequency(heardUpToHz)));
  if (parts.length === 0) return null;
  const line = parts.join('; ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}
