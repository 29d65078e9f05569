// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function renderSlot(env: Record<string, string>, consent?: 'granted' | 'denied') {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  if (consent) localStorage.setItem('userConsent', consent);
  const { AdSlot } = await import('./AdSlot');
  let view!: ReturnType<typeof render>;
  act(() => {
    view = render(createElement(AdSlot, { slot: 'content-banner' }));
  });
  return view;
}

const adScripts = () => document.head.querySelectorAll('script[src*="adsbygoogle"]');
const configured = { VITE_AD_CLIENT: 'ca-pub-123', VITE_AD_SLOT_CONTENT_BANNER: '456' };

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('AdSlot', () => {
  it('renders nothing and loads nothing when no ad client is configured', async () => {
    const { container } = await renderSlot({}, 'granted');
    expect(container.innerHTML).toBe('');
    expect(adScripts()).toHaveLength(0);
  });

  it('renders nothing and loads nothing before consent', async () => {
    for (const consent of [undefined, 'denied'] as const) {
      const { container } = await renderSlot(configured, consent);
      expect(container.innerHTML).toBe('');
      cleanup();
    }
    expect(adScripts()).toHaveLength(0);
  });

  it('loads the ad script and fills the slot once configured and consented', async () => {
    const { container } = await renderSlot(configured, 'granted');
    const ins = container.querySelector('ins.adsbygoogle');
    expect(ins?.getAttribute('data-ad-client')).toBe('ca-pub-123');
    expect(ins?.getAttribute('data-ad-slot')).toBe('456');
    expect(adScripts()).toHaveLength(1);
    expect(adScripts()[0].getAttribute('src')).toContain('client=ca-pub-123');
  });

  it('shows a short polite note when the ad script is blocked', async () => {
    vi.useFakeTimers();
    const { container, findByText } = await renderSlot(configured, 'granted');
    await act(async () => {
      adScripts()[0].dispatchEvent(new Event('error'));
      await vi.advanceTimersByTimeAsync(100);
    });
    vi.useRealTimers();
    expect((await findByText(/please allow them on this site/)).textContent).toBe(
      'Ads keep these tools free. If you can, please allow them on this site. Thank you!',
    );
    expect(container.querySelector('ins')).toBeNull();
  });
});
