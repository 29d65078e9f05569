// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../notify', () => ({ notify }));
/** The build's configuration, set by each test. */
const config = vi.hoisted(() => ({ supportEmail: 'support@devtoolbox.dev', supportEndpoint: '' }));
vi.mock('../config', () => ({ config }));

import ChatPanel, { CHAT_REPLY_MS } from './ChatPanel';

const ENDPOINT = 'https://support.example/api';

/** A panel with a chat of its own, built with `settings`; `answer` is what the support endpoint replies. */
function openChat(settings: Partial<typeof config>, answer?: () => Promise<Response>) {
  Object.assign(config, { supportEmail: 'support@devtoolbox.dev', supportEndpoint: '' }, settings);
  const fetch = vi.fn<typeof globalThis.fetch>(answer ?? (() => Promise.resolve(new Response('{}'))));
  vi.stubGlobal('fetch', fetch);
  vi.useFakeTimers();
  render(createElement(Provider, null, createElement(ChatPanel)));
  return { fetch };
}

/** Sends `text` as the visitor and waits for the automatic reply. */
async function write(text: string) {
  fireEvent.change(screen.getByLabelText('Your message'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  await act(() => vi.advanceTimersByTimeAsync(CHAT_REPLY_MS));
}

const supportLines = () =>
  [...document.querySelectorAll('[data-from="support"]')].map((li) => li.firstChild?.nextSibling?.textContent);

beforeAll(() => {
  // jsdom lays nothing out, so it has no scrolling; the panel scrolls its newest message into view.
  Element.prototype.scrollIntoView = () => {};
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.values(notify).forEach((fn) => fn.mockReset());
});

describe('support chat with an endpoint configured', () => {
  it('replies that nothing was sent, and notifies only once the endpoint accepted the messages', async () => {
    let accept!: (response: Response) => void;
    const { fetch } = openChat({ supportEndpoint: ENDPOINT }, () => new Promise((resolve) => (accept = resolve)));
    await write('My hash is wrong');
    expect(supportLines()[1]).toBe(
      'Your message has not been sent yet: this chat does not reach our team by itself. Enter your email address so we can reply, then press "Send to support".',
    );
    expect(notify.info).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Your email, for our reply'), { target: { value: ' ada@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to support' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe(ENDPOINT);
    expect(JSON.parse(init?.body as string)).toEqual({
      name: '',
      email: 'ada@example.com',
      subject: 'Support chat',
      message: expect.stringMatching(/^\[\d\d:\d\d\] My hash is wrong$/) as unknown,
      source: 'chat',
    });
    expect(notify.info).not.toHaveBeenCalled();

    await act(async () => {
      accept(new Response('{}', { status: 202 }));
      await vi.advanceTimersByTimeAsync(0);
    });
    const sent = 'Sent. We will reply to ada@example.com within 24-48 hours on business days.';
    expect(notify.info).toHaveBeenCalledExactlyOnceWith('Support Team Notified', sent);
    expect(supportLines().at(-1)).toBe(sent);
    expect(screen.queryByRole('button', { name: 'Send to support' })).toBeNull();
  });

  it('says the message was not sent when the endpoint refuses it, and offers to send again', async () => {
    openChat({ supportEndpoint: ENDPOINT }, () => Promise.resolve(new Response('', { status: 500 })));
    await write('Hello');
    fireEvent.change(screen.getByLabelText('Your email, for our reply'), { target: { value: 'ada@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send to support' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(notify.error).toHaveBeenCalledExactlyOnceWith('Failed to send support request. Please try again later.');
    expect(notify.info).not.toHaveBeenCalled();
    expect(supportLines()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Send to support' })).toHaveProperty('disabled', false);
  });

  it('asks for a valid address before sending anything', async () => {
    const { fetch } = openChat({ supportEndpoint: ENDPOINT });
    await write('Hello');
    fireEvent.change(screen.getByLabelText('Your email, for our reply'), { target: { value: 'ada-at-example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to support' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(notify.error).toHaveBeenCalledExactlyOnceWith('Invalid Email', 'Please enter a valid email address');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('support chat without an endpoint', () => {
  it('hands the messages to the mail program, then notifies; later messages are offered again', async () => {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.href);
    });
    const { fetch } = openChat({ supportEmail: 'help@example.org' });
    await write('First');
    expect(screen.queryByLabelText('Your email, for our reply')).toBeNull();
    expect(notify.info).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Send by email' }));
    expect(clicks).toHaveLength(1);
    expect(new URL(clicks[0]).searchParams.get('body')).toMatch(/^\[\d\d:\d\d\] First$/);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(notify.info).toHaveBeenCalledExactlyOnceWith(
      'Support Team Notified',
      'Your mail program opened with your messages to help@example.org. Send that email.',
    );
    expect(screen.queryByRole('button', { name: 'Send by email' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();

    await write('Second');
    expect(screen.getByRole('button', { name: 'Send by email' })).toBeTruthy();
    expect(notify.info).toHaveBeenCalledOnce();
  });
});
