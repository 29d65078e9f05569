/**
 * The browser side of loading the player under this document's policy (the rules are in
 * src/core/tools/twitch-clipper/embed.ts): is the frame allowed here, and if not, reload this page,
 * which the server sends with the tool's own policy, carrying the video address in the fragment.
 */
import { handoffFragment, policiesAllowPlayer, readHandoff } from '../../../core/tools/twitch-clipper';

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
  history.replaceState(history.state, '', handoffFragment(videoUrl));
  location.reload();
}

/** The video address a reload handed over, if any; the fragment is cleared so a later reload does not repeat it. */
export function takeHandoff(): string | null {
  const videoUrl = readHandoff(location.hash);
  if (videoUrl !== null) history.replaceState(history.state, '', location.pathname + location.search);
  return videoUrl;
}
