import { atom } from 'jotai';

/** Height in px of the consent banner while it shows (0 when hidden), so floating controls can sit above it. */
export const consentBannerHeightAtom = atom(0);

/** Whether the privacy options dialog is open (from the banner's Manage options or the footer's Privacy choices). */
export const privacyOptionsOpenAtom = atom(false);
