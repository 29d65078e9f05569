// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, TOAST_DURATION_MS, Toasts } from './notify';

// jsdom has no AnimationEvent, and without one React listens for webkitAnimationEnd rather than animationend.
vi.hoisted(() => {
  class AnimationEvent extends Event {
    readonly elapsedTime: number;
    constructor(type: string, init: EventInit & { elapsedTime?: number } = {}) {
      super(type, init);
      this.elapsedTime = init.elapsedTime ?? 0;
    }
  }
  Object.assign(window, { AnimationEvent });
});

/** Every toast in the page (leaving or not), as its text. */
const toastsOnPage = () => [...document.querySelectorAll('.Toastify__toast')].map((toast) => toast.textContent);

describe('notify: one toast at a time, always the newest', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('replaces the toast on screen with the next one at once, never showing both', async () => {
    render(<Toasts />);
    act(() => void notify.success('JavaScript formatted successfully'));
    await screen.findByText('JavaScript formatted successfully');
    act(() => void notify.error('JavaScript Minification Error', 'Error minifying JavaScript.'));
    await waitFor(() => expect(toastsOnPage()).toEqual(['JavaScript Minification ErrorError minifying JavaScript.']));
    act(() => void notify.error('JavaScript Validation Error', 'Unexpected token'));
    act(() => void notify.info('Example code loaded'));
    await waitFor(() => expect(toastsOnPage()).toEqual(['Example code loaded']));
    expect(document.querySelector('.Toastify__toast')?.className).toContain('Toastify__toast--info');
  });

  it('shows the next toast at once after one is closed', async () => {
    render(<Toasts />);
    act(() => void notify.error('First'));
    fireEvent.click(await screen.findByRole('button', { name: 'close' }));
    act(() => void notify.error('Second'));
    await waitFor(() => expect(toastsOnPage()).toEqual(['Second']));
  });

  it('closes a toast when its timer has run, not on an animation end fired as it starts (Chromium on a busy page)', async () => {
    render(<Toasts />);
    act(() => void notify.info('Coming soon'));
    await screen.findByText('Coming soon');
    const timerEnd = (elapsedTime: number) => {
      const end = new AnimationEvent('animationend', { bubbles: true, elapsedTime });
      act(() => void document.querySelector('.Toastify__progress-bar')!.dispatchEvent(end));
    };
    timerEnd(0);
    expect(toastsOnPage()).toEqual(['Coming soon']);
    timerEnd(TOAST_DURATION_MS / 1000);
    await waitFor(() => expect(toastsOnPage()).toEqual([]));
  });
});
