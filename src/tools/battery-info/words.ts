/** Battery Info's screen words (labels, states, notes, the check-up line), one table for translation. */
export const BATTERY_INFO_TEXTS = {
  title: 'Battery',
  reading: 'Reading the battery…',
  unsupported:
    'This browser has no Battery Status API (Firefox and Safari removed it), so the battery cannot be read here. Try a Chromium-based browser such as Chrome or Edge.',
  refused: 'The browser refused to report the battery (it may be blocked on this page).',
  live: 'Read from your browser on your device and updated live as the battery changes; nothing is sent anywhere.',
  details: 'Battery details',
  level: 'Level',
  levelMeter: 'Battery level',
  state: 'State',
  charging: 'Charging',
  discharging: 'Discharging',
  full: 'Fully charged',
  timeToFull: 'Time to full',
  timeToEmpty: 'Time to empty',
  unknown: 'Unknown',
  underAMinute: 'Under 1 min',
  hours: (h: number) => `${h} h`,
  minutes: (m: number) => `${m} min`,
  summary: (level: string, state: string, time: string | null) =>
    time ? `Battery ${level}, ${state.toLowerCase()}, ${time}` : `Battery ${level}, ${state.toLowerCase()}`,
  toFull: (time: string) => `${time} to full`,
  toEmpty: (time: string) => `${time} to empty`,
} as const;
