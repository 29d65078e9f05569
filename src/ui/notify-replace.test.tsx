// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notify, Toasts } from './notify';

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
});
