import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Twitch Clipper',
  description: 'Mark the start and end of a clip in a Twitch video and save a link and a yt-dlp command for it.',
  category: 'network',
  icon: 'scissors',
  keywords: [
    'twitch',
    'clip',
    'video',
    'vod',
    'stream',
    'yt-dlp',
    'twitch clip',
    'twitch downloader',
    'clip maker',
    'vod clipper',
  ],
  handOffs: ['url-parser', 'timezone-converter'],
} satisfies ToolEntry;
