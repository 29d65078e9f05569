/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, type Detector } from '../../core/site/detector';
import { formatUtc } from './core';

// A plausible date: 1980-01-01 to 2100-01-01 (seconds), so a random run of digits is rarely a "timestamp".
const EARLIEST_S = 315_532_800;
const LATEST_S = 4_102_444_800;

const detectTimestamp: Detector = ({ head }) => {
  const match = /^(\d{9,10}|\d{12,13})$/.exec(head);
  if (!match) return [];
  const ms = head.length >= 12;
  const value = Number(head);
  const seconds = ms ? value / 1000 : value;
  if (seconds < EARLIEST_S || seconds >= LATEST_S) return [];
  const when = formatUtc(ms ? value : value * 1000);
  return [
    hit('unix-time-converter', 95, `Looks like a Unix timestamp in ${ms ? 'milliseconds' : 'seconds'} (${when} UTC)`),
  ];
};

export default detectTimestamp;
