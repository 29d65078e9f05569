import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../build/csp';
import {
  PLAYER_ORIGINS,
  handoffFragment,
  isPlayerBlocked,
  isPlayerReady,
  parseTwitchUrl,
  playerUrl,
  policiesAllowPlayer,
  readHandoff,
} from '.';

describe('policiesAllowPlayer', () => {
  it("reads the site's own policies: the clip helper's page allows the player, every other page does not", () => {
    const twitch = contentSecurityPolicy({}, { form: 'meta', path: '/tools/twitch-clipper' });
    const home = contentSecurityPolicy({}, { form: 'meta', path: '/' });
    const ads = contentSecurityPolicy({ adClient: 'ca-pub-1' }, { form: 'meta', path: '/' });
    expect(policiesAllowPlayer([twitch])).toBe(true);
    expect(policiesAllowPlayer([home])).toBe(false);
    expect(policiesAllowPlayer([ads])).toBe(false);
    // Every policy a document carries applies: one that refuses is enough.
    expect(policiesAllowPlayer([twitch, home])).toBe(false);
  });

  it('allows the player when no policy governs frames (the dev server has none)', () => {
    expect(policiesAllowPlayer([])).toBe(true);
    expect(policiesAllowPlayer(["script-src 'self'; img-src 'self'"])).toBe(true);
  });

  it('falls back from frame-src to child-src to default-src, as browsers do', () => {
    expect(policiesAllowPlayer(["default-src 'self'"])).toBe(false);
    expect(
      policiesAllowPlayer(["default-src 'self'; child-src https://player.twitch.tv https://clips.twitch.tv"]),
    ).toBe(true);
    expect(policiesAllowPlayer(["default-src *; frame-src 'none'"])).toBe(false);
    expect(policiesAllowPlayer(["frame-src 'none'; frame-src *"])).toBe(false);
  });

  it('matches the source forms that admit both origins, and nothing narrower', () => {
    for (const sources of ['*', 'https:', 'https://*.twitch.tv', '*.twitch.tv', 'player.twitch.tv clips.twitch.tv']) {
      expect(policiesAllowPlayer([`frame-src ${sources}`]), sources).toBe(true);
    }
    for (const sources of [
      "'self'",
      "'none'",
      'https://player.twitch.tv',
      'https://*.evil.tv',
      'https://player.twitch.tv.evil.com https://clips.twitch.tv.evil.com',
    ]) {
      expect(policiesAllowPlayer([`frame-src ${sources}`]), sources).toBe(false);
    }
  });
});

describe('isPlayerBlocked', () => {
  it("recognises the player's frame being refused, and nothing else", () => {
    const video = playerUrl(parseTwitchUrl('twitch.tv/videos/1'), 'example.com');
    const clip = playerUrl(parseTwitchUrl('clips.twitch.tv/Slug'), 'example.com');
    expect(isPlayerBlocked('frame-src', video)).toBe(true);
    expect(isPlayerBlocked('frame-src', clip)).toBe(true);
    expect(isPlayerBlocked('frame-src', 'https://clips.twitch.tv')).toBe(true);
    expect(isPlayerBlocked('img-src', video)).toBe(false);
    expect(isPlayerBlocked('frame-src', 'https://player.twitch.tv.evil.com/x')).toBe(false);
    expect(isPlayerBlocked('frame-src', 'https://googleads.g.doubleclick.net/')).toBe(false);
  });

  it("comes from the player's origins only", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/), fc.domain(), (id, host) => {
        const url = new URL(playerUrl({ kind: 'video', id }, host));
        expect(PLAYER_ORIGINS).toContain(url.origin);
        expect(url.searchParams.get('parent')).toBe(host);
      }),
    );
  });
});

describe('the reload hand-off', () => {
  it('carries a video address in the fragment and back', () => {
    const address = 'https://www.twitch.tv/videos/2273419781?t=1h2m3s#x';
    expect(handoffFragment(address)).toBe('#load=https%3A%2F%2Fwww.twitch.tv%2Fvideos%2F2273419781%3Ft%3D1h2m3s%23x');
    expect(readHandoff(handoffFragment(address))).toBe(address);
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => readHandoff(handoffFragment(text)) === text));
  });

  it('reads nothing from any other fragment, and never throws', () => {
    for (const fragment of ['', '#', '#top', '#loaded=x', 'x#load=y'])
      expect(readHandoff(fragment), fragment).toBeNull();
    expect(readHandoff('#load=%E0%A4%A')).toBeNull();
    fc.assert(
      fc.property(fc.string(), (fragment) => {
        const value = readHandoff(fragment);
        return value === null || typeof value === 'string';
      }),
    );
  });
});

describe('the player saying it is ready', () => {
  it('counts only the ready event, from a Twitch player origin', () => {
    const ready = { namespace: 'twitch-embed-player', eventName: 'ready', params: {} };
    expect(isPlayerReady('https://player.twitch.tv', ready)).toBe(true);
    expect(isPlayerReady('https://clips.twitch.tv', ready)).toBe(true);
    expect(isPlayerReady('https://evil.example', ready)).toBe(false);
    expect(isPlayerReady('https://player.twitch.tv', { ...ready, eventName: 'offline' })).toBe(false);
    expect(isPlayerReady('https://player.twitch.tv', 'ready')).toBe(false);
    expect(isPlayerReady('https://player.twitch.tv', null)).toBe(false);
  });
});
