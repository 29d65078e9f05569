import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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

/** What a choice would switch on, given this build's configuration. */
export function configuredServices(cfg: { analyticsId: string; adClient: string } = config): string[] {
  const services: string[] = [];
  if (cfg.analyticsId) services.push('Google Analytics (page views and tool use)');
  if (cfg.adClient) services.push('Google AdSense (ads)');
  return services;
}

/** What the banner says, truthful for this build: cookies are asked for only when a service would set them. */
export function bannerText(cfg: { analyticsId: string; adClient: string } = config): string {
  const kinds = [cfg.analyticsId && 'analytics', cfg.adClient && 'ads'].filter(Boolean).join(' and ');
  if (kinds) {
    return (
      `We would like your consent to use cookies for ${kinds}, which help keep these tools free. ` +
      'Until you choose, nothing is sent; the tools work either way and what you enter never leaves your device.'
    );
  }
  return (
    'This site uses no cookies: no analytics or ad service is set up, so nothing is sent anywhere. ' +
    "Only your choice is stored, in this browser's local storage."
  );
}

const CHOICE_LABEL: Record<ConsentChoice, string> = { granted: 'Consent', denied: 'Do not consent' };

function OptionsDialog({
  open,
  current,
  onClose,
  onChoose,
}: {
  open: boolean;
  current: ConsentChoice | null;
  onClose: () => void;
  onChoose: (c: ConsentChoice) => void;
}) {
  const services = configuredServices();
  return (
    <Dialog open={open} onClose={onClose} className="relative z-[60]">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="flex w-full max-w-lg flex-col gap-4 rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <DialogTitle className="text-lg font-semibold text-slate-900 dark:text-white">Privacy options</DialogTitle>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Your choice applies to ad, analytics, functionality and personalization storage alike. The tools work the
            same either way, and what you enter in them never leaves your device.
          </p>
          {services.length ? (
            <div className="text-sm text-slate-700 dark:text-slate-300">
              <p>Consenting enables:</p>
              <ul className="mt-1 list-disc pl-5">
                {services.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              This site currently has no analytics or ad service set up, so nothing is sent anywhere whatever you
              choose. Only your choice is stored, in this browser&apos;s local storage.
            </p>
          )}
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Your current choice: <strong>{current ? CHOICE_LABEL[current] : 'none yet'}</strong>. You can change it any
            time from Privacy choices at the bottom of every page.
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => onChoose('denied')}>
              Do not consent
            </Button>
            <Button onClick={() => onChoose('granted')}>Consent</Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** Opens the page's consent manager if it has one, else the privacy options dialog. */
export function useManagePrivacy(): () => void {
  const setOptionsOpen = useSetAtom(privacyOptionsOpenAtom);
  return () => {
    if (!openConsentManager(window)) setOptionsOpen(true);
  };
}

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

  // Floating controls (the chat button) sit above the banner while it shows.
  useLayoutEffect(() => {
    const element = bannerRef.current;
    if (!visible || !element) return;
    const measure = () => setBannerHeight(element.getBoundingClientRect().height);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      setBannerHeight(0);
    };
  }, [visible, setBannerHeight]);

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
      {visible && (
        <section
          ref={bannerRef}
          aria-label="Cookie consent"
          className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 p-4 shadow-2xl backdrop-blur dark:border-slate-700 dark:bg-slate-900/95"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-3 md:flex-row md:items-center">
            <p className="flex-1 text-sm text-slate-700 dark:text-slate-300">
              {bannerText()}{' '}
              <Link href="/about" className="rounded underline focus-ring">
                Learn more
              </Link>
            </p>
            {/* On phones the buttons grow to fill their rows (Consent gets one of its own) rather than wrapping ragged. */}
            <div className="flex flex-wrap gap-2 max-md:[&>*]:grow">
              <Button variant="ghost" onClick={manage}>
                Manage options
              </Button>
              <Button variant="secondary" onClick={() => choose('denied')}>
                Do not consent
              </Button>
              <Button onClick={() => choose('granted')}>Consent</Button>
            </div>
          </div>
        </section>
      )}
      <OptionsDialog open={optionsOpen} current={choice} onClose={() => setOptionsOpen(false)} onChoose={choose} />
    </>
  );
}
