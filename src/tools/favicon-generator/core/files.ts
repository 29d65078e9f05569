/** What the favicon generator makes, by name: the sizes, the manifest and the <link> tags. */
import type { FaviconOptions } from './options';

/** The ICO's sizes, smallest first. */
export const ICO_SIZES = [16, 32, 48] as const;

/** The PNGs besides the ICO: name, side, and whether it is the maskable one (padded onto the background). */
export const PNG_FILES = [
  { name: 'apple-touch-icon.png', size: 180, maskable: false },
  { name: 'icon-192.png', size: 192, maskable: false },
  { name: 'icon-512.png', size: 512, maskable: false },
  { name: 'icon-maskable-512.png', size: 512, maskable: true },
] as const;

/**
 * A maskable icon's content sits in the central 80% (the safe zone a launcher's mask never cuts), so the
 * image is drawn at this share of the side, centred on the background colour.
 */
export const MASKABLE_CONTENT = 0.8;

/** The maskable icon's content side and its offset from each edge, in whole pixels. */
export function maskableLayout(side: number): { content: number; offset: number } {
  const content = Math.round(side * MASKABLE_CONTENT);
  return { content, offset: Math.floor((side - content) / 2) };
}

/** site.webmanifest: the names, colours and icons, the maskable one marked so. */
export function webManifest({ name, shortName, themeColor, backgroundColor }: FaviconOptions): string {
  const manifest = {
    name,
    short_name: shortName,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    theme_color: themeColor,
    background_color: backgroundColor,
    display: 'standalone',
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The tags for a page's <head>, one a line. */
export function linkTags({ themeColor }: FaviconOptions): string {
  return [
    '<link rel="icon" href="/favicon.ico" sizes="48x48">',
    '<link rel="icon" href="/icon-192.png" type="image/png" sizes="192x192">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    '<link rel="manifest" href="/site.webmanifest">',
    `<meta name="theme-color" content="${escapeAttribute(themeColor)}">`,
  ].join('\n');
}
