import { ExternalLink } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { isPlayerBlocked, isPlayerReady, linkAt, playerUrl, sourceId, type TwitchSource } from './core';
import { TWITCH_TEXTS } from './words';

/** Loading; its frame shown (the player's own page, which may be its error); the player said it is ready; refused. */
export type PlayerStatus = 'loading' | 'shown' | 'loaded' | 'blocked';

interface TwitchPlayerProps {
  source: TwitchSource;
  status: PlayerStatus;
  /** Where "Open on Twitch" starts the video (the clip's start, in seconds). */
  start: number;
  /** The frame loaded (whatever it shows). */
  onShown: () => void;
  /** The player said it is ready: the video loaded. */
  onReady: () => void;
  onBlocked: () => void;
}

/** Reports the player in this frame saying it is ready (see `isPlayerReady`). */
function useReadyReport(frame: RefObject<HTMLIFrameElement | null>, onReady: () => void): void {
  const ready = useEffectEvent(onReady);
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && isPlayerReady(event.origin, event.data)) ready();
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame]);
}

/** Reports the player's frame being refused by a policy (a host that did not send the tool's own header). */
function useBlockedReport(onBlocked: () => void): void {
  useEffect(() => {
    const listener = (event: SecurityPolicyViolationEvent) => {
      if (isPlayerBlocked(event.effectiveDirective, event.blockedURI)) onBlocked();
    };
    document.addEventListener('securitypolicyviolation', listener);
    return () => document.removeEventListener('securitypolicyviolation', listener);
  }, [onBlocked]);
}

/**
 * A refused frame fires load too (its error page), and the browser reports the refusal in a message of its own
 * that can arrive just after that load: the player counts as loaded once this long has passed without one.
 */
const REFUSAL_GRACE_MS = 400;

/** The frame's load handler, reporting `onLoad` only once the grace has passed with the player still loading. */
function useSettledLoad(status: PlayerStatus, onLoad: () => void): () => void {
  const [frameLoaded, setFrameLoaded] = useState(false);
  const settle = useEffectEvent(onLoad);
  useEffect(() => {
    if (!frameLoaded || status !== 'loading') return;
    const timer = setTimeout(() => settle(), REFUSAL_GRACE_MS);
    return () => clearTimeout(timer);
  }, [frameLoaded, status]);
  return () => setFrameLoaded(true);
}

/** Twitch's embedded player (16:9, as wide as the panel), with its address's `parent` set to this page's host. */
export function TwitchPlayer({ source, status, start, onShown, onReady, onBlocked }: TwitchPlayerProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  useBlockedReport(onBlocked);
  useReadyReport(frame, onReady);
  const frameLoaded = useSettledLoad(status, onShown);
  const what = `${source.kind} ${sourceId(source)}`;
  return (
    <div className="flex flex-col gap-2">
      <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-slate-900">
        <iframe
          ref={frame}
          src={playerUrl(source, window.location.hostname)}
          title={TWITCH_TEXTS.player(what)}
          allow="fullscreen"
          className="absolute inset-0 size-full border-0"
          onLoad={frameLoaded}
        />
        {status === 'loading' && (
          <p role="status" className="absolute inset-0 grid place-items-center text-sm text-white">
            {TWITCH_TEXTS.loadingVideo}
          </p>
        )}
      </div>
      {status === 'blocked' && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {TWITCH_TEXTS.playerBlocked}
        </p>
      )}
      <a
        href={linkAt(source, start)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 self-start rounded text-sm font-medium text-indigo-700 underline focus-ring dark:text-indigo-300"
      >
        <ExternalLink aria-hidden className="size-4" /> {TWITCH_TEXTS.openOnTwitch}
      </a>
    </div>
  );
}
