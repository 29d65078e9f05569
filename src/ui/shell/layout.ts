import { atom, useAtomValue } from 'jotai';
import type { CSSProperties } from 'react';

/** Height in px of the consent banner while it shows (0 when hidden), so floating controls can sit above it. */
export const consentBannerHeightAtom = atom(0);

/** Whether the privacy options dialog is open (from the banner's Manage options or the footer's Privacy choices). */
export const privacyOptionsOpenAtom = atom(false);

/** Space kept between a floating control and the bottom of the window (or the consent banner), in px. */
const FLOAT_GAP_PX = 16;

/** The style that lifts a control fixed at `bottom-4` above the consent banner while the banner shows. */
export function useAboveConsentBanner(): CSSProperties | undefined {
  const bannerHeight = useAtomValue(consentBannerHeightAtom);
  return bannerHeight ? { bottom: bannerHeight + FLOAT_GAP_PX } : undefined;
}
