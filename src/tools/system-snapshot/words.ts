/** The system information tool's screen words (panel, tabs, notes), one table for translation. */
export const SYSTEM_INFO_TEXTS = {
  groupInformation: (name: string) => `${name} information`,
  reading: 'Reading what your browser reports…',
  yourSystem: 'Your system',
  copyAll: 'Copy every tab as JSON',
  copied: 'Copied to clipboard',
  privacy: 'Read from your browser on your device and updated live; nothing is sent anywhere.',
  systemInformation: 'System information',
  available: 'Available',
  notAvailable: 'Not available',
  checkupSummary: (platform: string, cores: string, screen: string, gpu: string) =>
    `${platform}, ${cores} logical cores, screen ${screen}, ${gpu}`,
  screen: (width: string, height: string, ratio: string) => `${width}×${height} at ${ratio}x`,
  unknown: 'unknown',
  /** A value the browser does not report. */
  missing: 'N/A',
  /** An empty list. */
  none: 'None',
  storageEstimate: (used: string, quota: string) => `${used} used of ${quota} available`,
} as const;
