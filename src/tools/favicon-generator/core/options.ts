/** The favicon generator's options: the manifest's words and colours. */
export interface FaviconOptions {
  name: string;
  shortName: string;
  /** '#rrggbb': the manifest's theme_color and the theme-color meta tag. */
  themeColor: string;
  /** '#rrggbb': the manifest's background_color and the maskable icon's padding. */
  backgroundColor: string;
}

export const FAVICON_DEFAULTS: FaviconOptions = {
  name: 'My Website',
  shortName: 'Website',
  themeColor: '#4f46e5',
  backgroundColor: '#ffffff',
};
