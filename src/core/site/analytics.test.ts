import { describe, expect, it, vi } from 'vitest';
import {
  connectDelivery,
  createEventBus,
  pageLocation,
  pageTitleFromPath,
  pageViewEvent,
  providerParams,
  type AnalyticsEvent,
} from './analytics';

describe('pageTitleFromPath', () => {
  it('is Home for the root', () => {
    expect(pageTitleFromPath('/')).toBe('Home');
    expect(pageTitleFromPath('')).toBe('Home');
  });
  it('capitalises the last segment with hyphens as spaces', () => {
    expect(pageTitleFromPath('/tools/hash-generator')).toBe('Hash Generator');
    expect(pageTitleFromPath('/popular')).toBe('Popular');
    expect(pageTitleFromPath('/tools/base64-encoder/')).toBe('Base64 Encoder');
  });
});

describe('event bus', () => {
  it('delivers events to subscribers until they unsubscribe, and keeps a bounded history', () => {
    const bus = createEventBus(2);
    const listener = vi.fn();
    const off = bus.subscribe(listener);
    const view = (p: string) => ({
      name: 'page_view' as const,
      params: { page_path: p, page_title: p, page_location: p },
    });
    bus.emit(view('/a'));
    off();
    bus.emit(view('/b'));
    bus.emit(view('/c'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(bus.history().map((e) => e.params)).toEqual([view('/b').params, view('/c').params]);
  });
});

describe('connectDelivery', () => {
  it('delivers only the events raised while consent is granted', () => {
    const bus = createEventBus();
    let granted = false;
    const deliver = vi.fn<(event: AnalyticsEvent) => void>();
    const off = connectDelivery(bus, () => granted, deliver);
    const select = (id: string) => ({
      name: 'tool_select' as const,
      params: { tool_id: id, tool_name: id, tool_category: 'x' },
    });
    bus.emit(select('before'));
    granted = true;
    bus.emit(select('after'));
    granted = false;
    bus.emit(select('withdrawn'));
    off();
    granted = true;
    bus.emit(select('disconnected'));
    expect(deliver.mock.calls.map(([e]) => (e.name === 'tool_select' ? e.params.tool_id : e.name))).toEqual(['after']);
  });
});

describe('page_location', () => {
  const share = 'https://devtoolbox.dev/tools/url-encoder?x=1#share=q1YqU7Iy1FEqyc_PUbJSKi3K0U3NS85';

  it('is the address without its fragment, query kept', () => {
    expect(pageLocation(share)).toBe('https://devtoolbox.dev/tools/url-encoder?x=1');
    expect(
      pageLocation('https://devtoolbox.dev/tools/twitch-clipper#load=https%3A%2F%2Fwww.twitch.tv%2Fvideos%2F1'),
    ).toBe('https://devtoolbox.dev/tools/twitch-clipper');
    expect(pageLocation('https://devtoolbox.dev/#')).toBe('https://devtoolbox.dev/');
    expect(pageLocation('https://devtoolbox.dev/popular')).toBe('https://devtoolbox.dev/popular');
  });

  it('a page_view opened from a share link carries no fragment', () => {
    expect(pageViewEvent('/tools/url-encoder', share)).toEqual({
      name: 'page_view',
      params: {
        page_path: '/tools/url-encoder',
        page_title: 'Url Encoder',
        page_location: 'https://devtoolbox.dev/tools/url-encoder?x=1',
      },
    });
  });

  it('a provider receives a fragment-free page_location with every event', () => {
    const select: AnalyticsEvent = {
      name: 'tool_select',
      params: { tool_id: 'a', tool_name: 'A', tool_category: 'c' },
    };
    expect(providerParams(select, share)).toEqual({
      ...select.params,
      page_location: 'https://devtoolbox.dev/tools/url-encoder?x=1',
    });
    const view: AnalyticsEvent = {
      name: 'page_view',
      params: { page_path: '/b', page_title: 'B', page_location: 'https://devtoolbox.dev/b#secret' },
    };
    expect(providerParams(view, share)).toEqual({ ...view.params, page_location: 'https://devtoolbox.dev/b' });
  });
});
