import { booleanCodec, storage, storedAtom } from './stored';

/** Stored preferences (Settings > Preferences), each under its own localStorage key. */
export const SETTINGS_KEYS = {
  developerMode: 'developerMode',
  notifications: 'notifications',
  supportChat: 'supportChatEnabled',
} as const;

/** Developer Mode (default off): shows the analytics events the site would send. */
export const developerMode = storedAtom({ key: SETTINGS_KEYS.developerMode, ...booleanCodec(false) });

/** Notifications (default on): off silences success toasts; errors still show. */
export const notifications = storedAtom({ key: SETTINGS_KEYS.notifications, ...booleanCodec(true) });

/** The floating support chat is shown unless its stored flag is the text 'false'. */
export const supportChat = storedAtom({
  key: SETTINGS_KEYS.supportChat,
  fallback: true,
  parse: (raw) => raw !== 'false',
  serialise: (value) => String(value),
});

/** Read at the moment a toast is raised, so every tool obeys the current setting. */
export function notificationsEnabled(): boolean {
  return storage.get(SETTINGS_KEYS.notifications) !== 'false';
}
