// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegisterServiceWorker } from './appUpdate';
import { UpdateNotice } from './UpdateNotice';

afterEach(cleanup);

const liveRegion = () => document.querySelector('[aria-live="polite"]')!;

/** A stand-in for the service worker's registration: the test says when a new version waits. */
function fakeRegistration() {
  let announce: (() => void) | undefined;
  const applyUpdate = vi.fn(() => Promise.resolve());
  const register = vi.fn<RegisterServiceWorker>((onUpdateWaiting) => {
    announce = onUpdateWaiting;
    return Promise.resolve(applyUpdate);
  });
  return { register, applyUpdate, newVersionWaits: () => act(() => announce!()) };
}

async function renderNotice(register: RegisterServiceWorker) {
  render(createElement(UpdateNotice, { register }));
  await act(() => Promise.resolve());
}

describe('UpdateNotice', () => {
  it('renders an empty live region on the server and registers nothing there', () => {
    const { register } = fakeRegistration();
    const html = renderToString(createElement(UpdateNotice, { register }));
    expect(html).toMatch(/^<div aria-live="polite"[^>]*><\/div>$/);
    expect(register).not.toHaveBeenCalled();
  });

  it('registers once after mounting and shows nothing until a new version waits', async () => {
    const { register } = fakeRegistration();
    await renderNotice(register);
    expect(register).toHaveBeenCalledTimes(1);
    expect(liveRegion().textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('announces the waiting version; Reload activates it once, and only when pressed', async () => {
    const { register, applyUpdate, newVersionWaits } = fakeRegistration();
    await renderNotice(register);
    newVersionWaits();
    expect(liveRegion().textContent).toContain('Update available');
    expect(applyUpdate).not.toHaveBeenCalled();
    const reload = screen.getByRole('button', { name: 'Reload' });
    fireEvent.click(reload);
    expect(applyUpdate).toHaveBeenCalledTimes(1);
    // While the new version takes over, a second press does nothing.
    expect(reload).toHaveProperty('disabled', true);
  });

  it('Later hides the notice without activating the new version', async () => {
    const { register, applyUpdate, newVersionWaits } = fakeRegistration();
    await renderNotice(register);
    newVersionWaits();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('Update available')).toBeNull();
    expect(applyUpdate).not.toHaveBeenCalled();
  });

  it('keeps the site working when registration fails', async () => {
    const register = vi.fn<RegisterServiceWorker>(() => Promise.reject(new Error('no service worker')));
    await renderNotice(register);
    expect(liveRegion().textContent).toBe('');
  });
});
