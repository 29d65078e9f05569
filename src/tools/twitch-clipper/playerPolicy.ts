/**
 * The browser side of loading the player under this document's policy (the rules are in
 * src/tools/twitch-clipper/core/embed.ts): is the frame allowed here, and if not, reload this page,
 * which the server sends with the tool's own policy, carrying the video address in the fragment.
 */
import { handoffFragment, policiesAllowPlayer, readHandoff } from './core';

/** This tab's own Load, remembered across the reload (a link cannot set it, so a link never loads the player). */
const PRESSED_KEY = 'devtoolbox:twitch-clipper:pressed';

/**
 * Whether this document's policy lets the player's frame load. A document keeps the policy of the
 * page it was first loaded as, whatever in-app navigation has shown since; its <meta> tag says which.
 */
export function documentAllowsPlayer(): boolean {
  const metas = document.querySelectorAll<HTMLMetaElement>('meta[http-equiv="Content-Security-Policy" i]');
  return policiesAllowPlayer([...metas].map((meta) => meta.content));
}

/** Reloads this address as a new document, with the video address in the fragment for `takeHandoff`. */
export function reloadWithHandoff(videoUrl: string): void {
  try {
    sessionStorage.setItem(PRESSED_KEY, videoUrl);
  } catch {
    // Storage switched off: the reloaded page fills the field in, and the visitor presses Load again.
  }
  history.replaceState(history.state, '', handoffFragment(videoUrl));
  location.reload();
}

/** Reads and forgets this tab's remembered Load. */
function takePressed(): string | null {
  try {
    const pressed = sessionStorage.getItem(PRESSED_KEY);
    sessionStorage.removeItem(PRESSED_KEY);
    return pressed;
  } catch {
    return null;
  }
}

/**
 * The video address a reload handed over, if any, and whether this tab's Load asked for it (then the player
 * loads at once; an address from a link only fills the field). The fragment is cleared so a later reload
 * does not repeat it.
 */
export function takeHandoff(): { videoUrl: string; pressed: boolean } | null {
  const pressed = takePressed();
  const videoUrl = readHandoff(location.hash);
  if (videoUrl === null) return null;
  history.replaceState(history.state, '', location.pathname + location.search);
  return { videoUrl, pressed: pressed === videoUrl };
}
