/** The Twitch clipper's words, one catalogue: its faults and its screen (labels, notes, how-to, toasts). */
import { defineFaultWords } from '../../core/shared/fault-words';
import { fault } from './core/faults';

export const TWITCH_FAULTS = defineFaultWords(fault, {
  invalidUrl: { title: 'Please enter a valid Twitch video URL' },
  notLoaded: { title: 'Please load a video first' },
});

export const TWITCH_TEXTS = {
  /** The default title, dated: 'Twitch clip 2026-11-23'. */
  defaultTitle: (date: Date) => `Twitch clip ${date.toISOString().slice(0, 10)}`,
  videoPanel: 'Video',
  videoUrl: 'Twitch video URL',
  urlPlaceholder: 'https://www.twitch.tv/videos/123456789',
  load: 'Load',
  loading: 'Loading...',
  loadNote: "Load embeds Twitch's player: nothing is asked of Twitch before you press it.",
  videoLoaded: 'Video loaded successfully',
  clipDownloaded: 'Clip downloaded successfully!',
  clipPanel: 'Clip',
  clipTitle: 'Clip title',
  downloadClip: 'Download Clip',
  copyLink: 'Copy link',
  copyLinkAtStart: 'Copy link at the clip start',
  copied: 'Copied to clipboard',
  downloadNote:
    'Download Clip saves a small JSON file (title, the link at the start time, start, end, duration and a ready yt-dlp command), not the video: run the command on your computer to cut exactly this clip.',
  ytDlpCommand: 'yt-dlp command',
  start: 'Start',
  end: 'End',
  seconds: 's',
  clipFromTo: (start: string, end: string) => `Clip: ${start} to ${end} · Duration:`,
  player: (what: string) => `Twitch player: ${what}`,
  loadingVideo: 'Loading video…',
  playerBlocked:
    "This page's security policy blocked the Twitch player (the server did not send this tool's own policy). Open the video on Twitch instead.",
  openOnTwitch: 'Open on Twitch',
  howToPanel: 'How to use',
  howToLoad:
    "Paste the address of a Twitch video (twitch.tv/videos/…) or clip (clips.twitch.tv/…) and press Load to watch it in Twitch's player.",
  howToRange: 'Set the start and end of your clip with the sliders (up to one hour into the video).',
  howToSave: 'Give the clip a title, then Download Clip to save its details, or Copy link to share the start.',
  /** The last step reads: With <a>yt-dlp</a> installed, run… (the tool's name is a link). */
  howToWith: 'With',
  ytDlp: 'yt-dlp',
  howToRun: 'installed, run the command from the file to download exactly that part of the video.',
} as const;
