import { useEffect, useRef, useState } from 'react';
import { config, type AdSlotName } from '../config';
import { consent } from '../state/consent';
import { useStored } from '../state/stored';

/** How long after the ad script is asked for the slot checks whether an ad blocker removed it (spec section 7). */
export const AD_BLOCK_PROBE_MS = 100;

let adScript: Promise<void> | undefined;

/** Loads the ad script once; rejects when it cannot load (typically an ad blocker). */
function loadAdScript(client: string): Promise<void> {
  adScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('Ad script blocked'));
    document.head.appendChild(script);
  });
  return adScript;
}

/** Ad blockers hide elements with ad-like class names; a bait that has no height means one is active. */
function baitHidden(): boolean {
  const bait = document.createElement('div');
  bait.className = 'adsbox ad-banner ad-placement';
  bait.style.cssText = 'position:absolute;left:-9999px;height:10px;width:10px;';
  bait.innerHTML = '&nbsp;';
  document.body.appendChild(bait);
  const hidden = bait.offsetHeight === 0 || getComputedStyle(bait).display === 'none';
  bait.remove();
  return hidden;
}

const slotClass: Record<AdSlotName, string> = {
  'sidebar-top': 'min-h-[90px]',
  'content-banner': 'min-h-[90px]',
  footer: 'min-h-[90px]',
};

/**
 * An ad slot. It renders nothing unless an ad client and this slot's id are configured and the
 * visitor consented; when an ad blocker is detected it shows a short note instead.
 */
export function AdSlot({ slot }: { slot: AdSlotName }) {
  const [choice] = useStored(consent);
  const slotId = config.adSlots[slot];
  const enabled = Boolean(config.adClient && slotId) && choice === 'granted';
  const [blocked, setBlocked] = useState(false);
  const pushed = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let scriptFailed = false;
    loadAdScript(config.adClient).then(
      () => {
        if (cancelled || pushed.current) return;
        pushed.current = true;
        (window.adsbygoogle = window.adsbygoogle ?? []).push({});
      },
      () => {
        scriptFailed = true;
      },
    );
    const probe = setTimeout(() => {
      if (!cancelled && (scriptFailed || baitHidden())) setBlocked(true);
    }, AD_BLOCK_PROBE_MS);
    return () => {
      cancelled = true;
      clearTimeout(probe);
    };
  }, [enabled]);

  if (!enabled) return null;
  if (blocked) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-3 text-center text-xs text-slate-500 dark:border-slate-700 dark:text-slate-400">
        Ads keep these tools free. If you can, please allow them on this site. Thank you!
      </p>
    );
  }
  return (
    <aside aria-label="Advertisement" className={slotClass[slot]}>
      <ins
        className="adsbygoogle block"
        data-ad-client={config.adClient}
        data-ad-slot={slotId}
        data-ad-format="auto"
        data-full-width-responsive="true"
      />
    </aside>
  );
}
