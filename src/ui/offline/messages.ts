/** The words of offline use: a tool not stored yet, and Settings' "Make every tool available offline". */
export const OFFLINE_MESSAGES = {
  notStoredTitle: 'This tool needs one online visit',
  notStored: (tool: string) =>
    `${tool} is not stored on this device yet, and you are offline. Open it once while online and it works offline from then on.`,
  everythingHint: 'To keep every tool offline, choose “Make every tool available offline” in Settings.',
  settingsLink: 'Open Settings',
  tryAgain: 'Try again',
  panelTitle: 'Offline',
  intro:
    'The site works offline after one visit. Tools with large libraries are stored on this device the first time you open them.',
  makeEverything: 'Make every tool available offline',
  sizeOfRest: (size: string, files: number) => `Downloads the rest now: ${size} in ${files} files.`,
  progress: (done: string, total: string) => `Downloading tools for offline use: ${done} of ${total}.`,
  progressLabel: 'Download for offline use',
  done: 'Every tool is available offline. Updates bring their new files with them.',
  failed: (reason: string) => `The download stopped: ${reason}. Try again when online.`,
  unavailable: 'Offline use starts once the site has loaded completely. Reload the page and come back here.',
  checking: 'Checking what is stored on this device…',
} as const;
