/**
 * Twitch clip helper (spec sections 3, 4, 5 and 9). It parses a Twitch video or clip address, keeps a start and
 * end within the video, and writes a small clip file: the link at the start time and a yt-dlp command that
 * cuts exactly that clip on the visitor's own machine. Nothing is fetched from Twitch here.
 */
import { CLIPS_ORIGIN, PLAYER_ORIGIN } from './embed';
import { fault } from './faults';

export * from './embed';
export { fault, type TwitchClipperFaults } from './faults';

export const RANGE = { start: 0, end: 60, max: 3600, step: 1 } as const;

export type TwitchSource = { kind: 'video'; id: string } | { kind: 'clip'; slug: string };

const TWITCH_HOST = /^(?:www\.|m\.)?twitch\.tv$/i;
const CLIPS_HOST = /^clips\.twitch\.tv$/i;

/** Accepts /videos/{digits} and /{channel}/video/{digits} on twitch.tv, and /{slug} on clips.twitch.tv. */
export function parseTwitchUrl(text: string): TwitchSource {
  let url: URL;
  try {
    const trimmed = text.trim();
    url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    throw fault('invalidUrl');
  }
  const parts = url.pathname.split('/').filter(Boolean);
  if (TWITCH_HOST.test(url.hostname)) {
    if (parts.length === 2 && parts[0] === 'videos' && /^\d+$/.test(parts[1])) return { kind: 'video', id: parts[1] };
    if (parts.length === 3 && parts[1] === 'video' && /^\d+$/.test(parts[2])) return { kind: 'video', id: parts[2] };
  }
  if (CLIPS_HOST.test(url.hostname) && parts.length === 1 && /^[\w-]+$/.test(parts[0])) {
    return { kind: 'clip', slug: parts[0] };
  }
  throw fault('invalidUrl');
}

export const sourceId = (source: TwitchSource) => (source.kind === 'video' ? source.id : source.slug);

/** The embedded player's address, with the page's host name as `parent` (as Twitch requires). */
export function playerUrl(source: TwitchSource, parentHost: string): string {
  const parent = encodeURIComponent(parentHost);
  return source.kind === 'video'
    ? `${PLAYER_ORIGIN}/?video=v${source.id}&parent=${parent}&autoplay=false`
    : `${CLIPS_ORIGIN}/embed?clip=${encodeURIComponent(source.slug)}&parent=${parent}&autoplay=false`;
}

/** Twitch's time parameter: 3723 → '1h2m3s', 65 → '1m5s', 0 → '0s'. */
export function twitchTime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h ? `${h}h` : ''}${h || m ? `${m}m` : ''}${s}s`;
}

/** 3723 → '1:02:03' (yt-dlp's section times and the page's read-out). */
export function clockTime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${h}:${mm}:${ss}`;
}

export function watchUrl(source: TwitchSource): string {
  return source.kind === 'video'
    ? `https://www.twitch.tv/videos/${source.id}`
    : `https://clips.twitch.tv/${source.slug}`;
}

/** The link that opens the video at the clip's start. */
export function linkAt(source: TwitchSource, start: number): string {
  return `${watchUrl(source)}?t=${twitchTime(start)}`;
}

export interface ClipRange {
  start: number;
  end: number;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(n)));

/** Moving the start to or beyond the end pushes the end to start + 1 (spec section 4). */
export function withStart({ end }: ClipRange, start: number): ClipRange {
  const s = clamp(start, 0, RANGE.max - 1);
  return { start: s, end: s >= end ? s + 1 : end };
}

/** The end stays within the video's slider and after the start. */
export function withEnd({ start }: ClipRange, end: number): ClipRange {
  return { start, end: clamp(end, start + 1, RANGE.max) };
}

export const duration = ({ start, end }: ClipRange) => end - start;

/** Quotes one argument for a POSIX shell. */
const shellQuote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

/** A file name from the title: no path separators or characters file systems refuse. */
export function safeFileName(title: string): string {
  const unsafe = (c: string) => c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c);
  const name = [...title]
    .map((c) => (unsafe(c) ? '_' : c))
    .join('')
    .trim();
  return name.slice(0, 120) || 'twitch-clip';
}

/** The yt-dlp command that downloads exactly this range of the video. */
export function ytDlpCommand(source: TwitchSource, range: ClipRange, title: string): string {
  const section = `*${clockTime(range.start)}-${clockTime(range.end)}`;
  return [
    'yt-dlp',
    '--download-sections',
    shellQuote(section),
    '-o',
    shellQuote(`${safeFileName(title)}.%(ext)s`),
    shellQuote(watchUrl(source)),
  ].join(' ');
}

export interface ClipFile {
  title: string;
  source: string;
  link: string;
  start: number;
  end: number;
  duration: number;
  startTime: string;
  endTime: string;
  command: string;
}

/** The clip file's content (JSON): everything needed to find or cut the clip again. */
export function clipFile(source: TwitchSource | null, range: ClipRange, title: string): ClipFile {
  if (!source) throw fault('notLoaded');
  return {
    title,
    source: watchUrl(source),
    link: linkAt(source, range.start),
    start: range.start,
    end: range.end,
    duration: duration(range),
    startTime: clockTime(range.start),
    endTime: clockTime(range.end),
    command: ytDlpCommand(source, range, title),
  };
}
