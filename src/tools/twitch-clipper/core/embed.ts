/**
 * The embedded Twitch player and the page's policy (pure; no imports, so the build's policy in
 * src/build/csp.ts can take the player's origins from here).
 *
 * Only the clip helper's own page allows these frames. A <meta> policy cannot be widened once the
 * document has loaded, so a visitor who reached the tool by in-app navigation from another page still
 * has that page's policy: the view then reloads the tool's page with the video address in the fragment
 * (never sent to any server) and loads it there (src/tools/twitch-clipper/playerPolicy.ts).
 */

export const PLAYER_ORIGIN = 'https://player.twitch.tv';
export const CLIPS_ORIGIN = 'https://clips.twitch.tv';

/** Every origin the player frame may come from: the videos' player and the clips' embed. */
export const PLAYER_ORIGINS: readonly string[] = [PLAYER_ORIGIN, CLIPS_ORIGIN];

/** The directives a frame's address is checked against, most specific first (CSP Level 3 fallback). */
const FRAME_DIRECTIVES = ['frame-src', 'child-src', 'default-src'];

/** The sources of the directive that governs frames in one policy, or null when none does (all allowed). */
function frameSources(policy: string): string[] | null {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    // The first occurrence of a directive wins; later repeats are ignored, as browsers do.
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  for (const name of FRAME_DIRECTIVES) {
    const sources = directives.get(name);
    if (sources) return sources;
  }
  return null;
}

/**
 * Whether one CSP source expression admits an https origin: '*', 'https:', the origin or a '*.' host
 * (with or without the scheme). Anything narrower (a path, 'self') does not.
 */
function sourceMatches(source: string, origin: string): boolean {
  const bare = source.toLowerCase().replace(/\/+$/, '');
  if (bare === '*' || bare === 'https:') return true;
  const s = bare.includes('://') ? bare : `https://${bare}`;
  if (s === origin) return true;
  const wildcard = /^https:\/\/\*(\.[^/:]+)$/.exec(s);
  return wildcard !== null && new URL(origin).hostname.endsWith(wildcard[1]);
}

/**
 * Whether every policy (a document may carry several; each must allow a frame) lets the player's
 * frames load. No policy at all (the dev server) allows them.
 */
export function policiesAllowPlayer(policies: readonly string[]): boolean {
  return policies.every((policy) => {
    const sources = frameSources(policy);
    return sources === null || PLAYER_ORIGINS.every((origin) => sources.some((s) => sourceMatches(s, origin)));
  });
}

/** Whether a policy violation the page reported is the player's frame being refused. */
export function isPlayerBlocked(directive: string, blockedUri: string): boolean {
  return (
    (directive === 'frame-src' || directive === 'child-src') &&
    PLAYER_ORIGINS.some((origin) => blockedUri === origin || blockedUri.startsWith(`${origin}/`))
  );
}

/**
 * Whether a message the page received is the player saying it is ready (Twitch's player posts its events to the
 * page that frames it, `{ namespace: 'twitch-embed-player', eventName: 'ready' }`): the one sign it loaded a video,
 * since a frame that shows an error page loads too.
 */
export function isPlayerReady(origin: string, data: unknown): boolean {
  if (!PLAYER_ORIGINS.includes(origin) || typeof data !== 'object' || data === null) return false;
  const { namespace, eventName } = data as Record<string, unknown>;
  return namespace === 'twitch-embed-player' && eventName === 'ready';
}

const HANDOFF_KEY = 'load=';

/** The fragment that carries a video address across the reload: '#load=<address, URI-encoded>'. */
export function handoffFragment(videoUrl: string): string {
  return `#${HANDOFF_KEY}${encodeURIComponent(videoUrl)}`;
}

/** The video address a fragment carries (from `handoffFragment`), or null when it carries none. */
export function readHandoff(fragment: string): string | null {
  const body = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (!body.startsWith(HANDOFF_KEY)) return null;
  try {
    return decodeURIComponent(body.slice(HANDOFF_KEY.length));
  } catch {
    return null;
  }
}
