// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const form = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' };

async function loadSend(env: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return import('./send');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('sendSupportRequest with an endpoint configured', () => {
  it('POSTs the form as JSON and resolves when the endpoint accepts it', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { sendSupportRequest } = await loadSend({ VITE_SUPPORT_ENDPOINT: 'https://support.example/api' });
    await expect(sendSupportRequest(form)).resolves.toEqual({ via: 'endpoint' });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('https://support.example/api');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(init?.body as string)).toEqual({ ...form, source: 'form' });
  });

  it('rejects when the endpoint refuses or cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 500 })));
    const { sendSupportRequest } = await loadSend({ VITE_SUPPORT_ENDPOINT: 'https://support.example/api' });
    await expect(sendSupportRequest(form)).rejects.toThrow(/500/);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(sendSupportRequest(form)).rejects.toThrow('Failed to fetch');
  });
});

describe('sendSupportRequest without an endpoint', () => {
  it('opens a prefilled mailto: to the support address, then resolves after the hand-off time', async () => {
    vi.useFakeTimers();
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.href);
    });
    const { sendSupportRequest, MAIL_HANDOFF_MS } = await loadSend({ VITE_SUPPORT_EMAIL: 'help@example.org' });
    let settled = false;
    const sending = sendSupportRequest(form).then((d) => {
      settled = true;
      return d;
    });
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatch(/^mailto:help@example\.org\?subject=Hi&body=Hello/);
    await vi.advanceTimersByTimeAsync(MAIL_HANDOFF_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(sending).resolves.toEqual({ via: 'mail', address: 'help@example.org', href: clicks[0] });
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  });
});

describe('sendChatMessages', () => {
  const messages = [
    { text: 'Hi! How can we help?', isUser: false, time: new Date(2026, 0, 2, 9, 5).toISOString() },
    { text: 'My hash is wrong', isUser: true, time: new Date(2026, 0, 2, 9, 6).toISOString() },
  ];

  it("POSTs the visitor's messages as a chat request to the endpoint", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { chatChannel, sendChatMessages } = await loadSend({ VITE_SUPPORT_ENDPOINT: 'https://support.example/api' });
    expect(chatChannel()).toEqual({ via: 'endpoint' });
    await expect(sendChatMessages(messages, 'ada@example.com')).resolves.toEqual({ via: 'endpoint' });
    expect(JSON.parse(fetch.mock.calls[0][1]?.body as string)).toEqual({
      name: '',
      email: 'ada@example.com',
      subject: 'Support chat',
      message: '[09:06] My hash is wrong',
      source: 'chat',
    });
  });

  it('opens the mail program addressed to the support address, the messages in the body', async () => {
    vi.useFakeTimers();
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.href);
    });
    const { chatChannel, sendChatMessages, MAIL_HANDOFF_MS } = await loadSend({
      VITE_SUPPORT_EMAIL: 'help@example.org',
    });
    expect(chatChannel()).toEqual({ via: 'mail', address: 'help@example.org' });
    const sending = sendChatMessages(messages);
    await vi.advanceTimersByTimeAsync(MAIL_HANDOFF_MS);
    await expect(sending).resolves.toMatchObject({ via: 'mail', address: 'help@example.org' });
    expect(clicks).toEqual([
      'mailto:help@example.org?subject=Support%20chat&body=%5B09%3A06%5D%20My%20hash%20is%20wrong',
    ]);
  });
});
