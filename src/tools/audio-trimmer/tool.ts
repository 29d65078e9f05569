import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Audio Trimmer',
  description: 'Cut a sound file to the part you need, on your device.',
  category: 'conversion',
  icon: 'audio-lines',
  keywords: ['audio', 'trim', 'cut', 'mp3', 'wav', 'sound', 'audio cutter', 'trim audio', 'mp3 cutter', 'ffmpeg'],
  comingSoon: true,
  handOffs: ['speaker-test', 'microphone-test', 'file-identifier'],
} satisfies ToolEntry;
