/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** Build-time settings; every one is optional and the site works fully without them. */
interface ImportMetaEnv {
  /** Public address of the site, for canonical URLs, the sitemap and robots.txt. */
  readonly VITE_SITE_URL?: string;
  /** Where support messages go by mail when no endpoint is set. */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** An HTTPS endpoint that accepts the support form as JSON (POST). */
  readonly VITE_SUPPORT_ENDPOINT?: string;
  /** Google Analytics 4 measurement id (G-...): events go there only after consent. */
  readonly VITE_ANALYTICS_ID?: string;
  /** Google AdSense client id (ca-pub-...): the ad script loads only after consent. */
  readonly VITE_AD_CLIENT?: string;
  readonly VITE_AD_SLOT_SIDEBAR_TOP?: string;
  readonly VITE_AD_SLOT_CONTENT_BANNER?: string;
  readonly VITE_AD_SLOT_FOOTER?: string;
}

/** The app version, from package.json (defined by vite.config.ts). */
declare const __APP_VERSION__: string;

/** Third-party globals the site talks to only when configured (and, for ads and analytics, after consent). */
interface Window {
  dataLayer?: unknown[];
  adsbygoogle?: unknown[];
  __tcfapi?: unknown;
  googlefc?: unknown;
  /** public/early.js: how many presses made before hydration wait to be replayed. */
  __earlyInput?: { pending(): number };
}
