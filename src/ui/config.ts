import { normaliseSiteUrl } from '../core/site/seo';

/**
 * The build-time configuration. With nothing set, the site sends nothing anywhere:
 * support goes through the visitor's own mail program, analytics stay on the local bus,
 * and ad slots render nothing.
 */
const env = import.meta.env;
const value = (v: string | undefined) => (v ?? '').trim();

export const config = {
  siteUrl: normaliseSiteUrl(env.VITE_SITE_URL),
  supportEmail: value(env.VITE_SUPPORT_EMAIL) || 'support@devtoolbox.dev',
  supportEndpoint: value(env.VITE_SUPPORT_ENDPOINT),
  analyticsId: value(env.VITE_ANALYTICS_ID),
  adClient: value(env.VITE_AD_CLIENT),
  adSlots: {
    'sidebar-top': value(env.VITE_AD_SLOT_SIDEBAR_TOP),
    'content-banner': value(env.VITE_AD_SLOT_CONTENT_BANNER),
    footer: value(env.VITE_AD_SLOT_FOOTER),
  },
} as const;

export type AdSlotName = keyof typeof config.adSlots;

export const APP_VERSION: string = __APP_VERSION__;
