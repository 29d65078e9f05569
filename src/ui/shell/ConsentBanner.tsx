import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  CONSENT_POLL_MS,
  CONSENT_WAIT_MS,
  hasConsentManager,
  openConsentManager,
  type ConsentChoice,
} from '../../core/site/consent';
import { pushConsentUpdate } from '../analytics/dataLayer';
import { Button } from '../components/Button';
import { config } from '../config';
import { consent } from '../state/consent';
import { consentBannerHeightAtom, privacyOptionsOpenAtom } from './layout';

/** Loaded when first opened: the dialog's code stays out of the entry. */
const OptionsDialog = lazy(() => import('./ConsentOptions'));

/** What a choice would switch on, given this build's configuration. */
export function configuredServices(cfg: { analyticsId: string; adClient: string } = config): string[] {
  const services: string[] = [];
  if (cfg.analyticsId) services.push('Google Analytics (page views and tool use)');
  if (cfg.adClient) services.push('Google AdSense (ads)');
  return services;
}

/**
 * What the banner says, truthful for this build and short enough for one line on a 390 px phone (cookies are asked
 * for only when a service would set them); the privacy options dialog and About say the rest.
 */
export function bannerText(cfg: { analyticsId: string; adClient: string } = config): string {
  const kinds = [cfg.analyticsId && 'analytics', cfg.adClient && 'ads'].filter(Boolean).join(' and ');
  return kinds ? `Allow cookies for ${kinds}?` : 'No cookies here: only your choice is stored.';
}

/** Opens the page's consent manager if it has one, else the privacy options dialog. */
export function useManagePrivacy(): () => void {
  const setOptionsOpen = useSetAtom(privacyOptionsOpenAtom);
  return () => {
    if (!openConsentManager(window)) setOptionsOpen(true);
  };
}

/**
 * The spec's bottom banner, clear of the site header: one line from 768 px (text beside the buttons), two on a phone
 * (the text, then the three buttons in one row), some 50 px. It is not laid over the page: it takes the window's
 * foot, and the page scrolls in the room above it (App), so it covers nothing, at first sight or at the page's end.
 */
const BANNER_CLASS =
  'shrink-0 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] dark:border-slate-700 ' +
  'dark:bg-slate-900';

/** Compact buttons: they share one row with each other on phones, with the text on wider screens. */
const BANNER_BUTTON_CLASS = 'max-md:px-2.5 max-md:py-1 max-md:text-xs md:py-1.5 whitespace-nowrap';

/**
 * The cookie-consent banner. It waits 3 s, looking every 500 ms for a consent-management script;
 * it appears only if none turned up and the visitor has not chosen yet, and hides if one appears.
 */
export function ConsentBanner() {
  const [choice, setChoice] = useAtom(consent.value);
  const loaded = useAtomValue(consent.loaded);
  const [pollSaysShow, setPollSaysShow] = useState(false);
  const undecided = loaded && !choice;
  const visible = undecided && pollSaysShow;
  const [optionsOpen, setOptionsOpen] = useAtom(privacyOptionsOpenAtom);
  const setBannerHeight = useSetAtom(consentBannerHeightAtom);
  const bannerRef = useRef<HTMLElement>(null);

  // Floating controls (the chat button) sit above the banner while it shows, and the page makes room for it (App).
  const shown = visible && !optionsOpen;
  useLayoutEffect(() => {
    const element = bannerRef.current;
    if (!shown || !element) return;
    const measure = () => setBannerHeight(element.getBoundingClientRect().height);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      setBannerHeight(0);
    };
  }, [shown, setBannerHeight]);

  useEffect(() => {
    if (!undecided) return;
    // Counted in ticks: the banner may show on the 6th poll (3000 ms at 500 ms), never earlier.
    const ticksToWait = Math.ceil(CONSENT_WAIT_MS / CONSENT_POLL_MS);
    let ticks = 0;
    const poll = setInterval(() => {
      ticks += 1;
      if (hasConsentManager(window)) {
        setPollSaysShow(false);
        clearInterval(poll);
      } else if (ticks >= ticksToWait) {
        setPollSaysShow(true);
      }
    }, CONSENT_POLL_MS);
    return () => {
      clearInterval(poll);
      setPollSaysShow(false);
    };
  }, [undecided]);

  const choose = (next: ConsentChoice) => {
    setChoice(next);
    pushConsentUpdate(next);
    setOptionsOpen(false);
  };

  const manage = useManagePrivacy();

  if (!visible && !optionsOpen) return null;
  return (
    <>
      {/* Hidden while its dialog is open, so the dialog stands alone; back if the dialog closes without a choice. */}
      {visible && !optionsOpen && (
        <section ref={bannerRef} aria-label="Cookie consent" className={BANNER_CLASS}>
          <div className="mx-auto flex max-w-7xl flex-col gap-0.5 px-4 py-1 md:flex-row md:items-center md:gap-4 md:py-2">
            <p className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-1 text-sm text-slate-700 max-md:text-xs dark:text-slate-300">
              <span>{bannerText()}</span>
              <Link href="/about" className="shrink-0 rounded underline focus-ring">
                Learn more
              </Link>
            </p>
            <div className="flex gap-1.5 max-md:[&>*]:grow">
              <Button variant="ghost" onClick={manage} className={BANNER_BUTTON_CLASS}>
                Manage options
              </Button>
              <Button variant="secondary" onClick={() => choose('denied')} className={BANNER_BUTTON_CLASS}>
                Do not consent
              </Button>
              <Button onClick={() => choose('granted')} className={BANNER_BUTTON_CLASS}>
                Consent
              </Button>
            </div>
          </div>
        </section>
      )}
      {optionsOpen && (
        <Suspense>
          <OptionsDialog
            open
            services={configuredServices()}
            current={choice}
            onClose={() => setOptionsOpen(false)}
            onChoose={choose}
          />
        </Suspense>
      )}
    </>
  );
}
