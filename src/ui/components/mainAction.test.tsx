// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { isMainActionKey, mainActionNear, runMainAction } from './mainAction';

afterEach(cleanup);

function TwoForms({
  first,
  second,
  secondDisabled = false,
}: {
  first: () => void;
  second: () => void;
  secondDisabled?: boolean;
}) {
  return (
    <div>
      <section>
        <input aria-label="First field" />
        <Button mainAction onClick={first}>
          First
        </Button>
      </section>
      <section>
        <input aria-label="Second field" />
        <Button mainAction onClick={second} disabled={secondDisabled}>
          Second
        </Button>
        <Button onClick={second}>Not main</Button>
      </section>
    </div>
  );
}

describe('main action', () => {
  it('runs the action nearest the focus, and the latest when the focus is near none', () => {
    const [first, second] = [vi.fn(), vi.fn()];
    render(<TwoForms first={first} second={second} />);
    expect(runMainAction(screen.getByLabelText('First field'))).toBe(true);
    expect(first).toHaveBeenCalledTimes(1);
    expect(runMainAction(screen.getByLabelText('Second field'))).toBe(true);
    expect(second).toHaveBeenCalledTimes(1);
    expect(mainActionNear(document.body)).toBe(screen.getByRole('button', { name: 'Second' }));
  });

  it('reaches from inside a shadow root (the text editor) to the page', () => {
    const first = vi.fn();
    render(<TwoForms first={first} second={vi.fn()} />);
    const host = document.createElement('div');
    screen.getByLabelText('First field').after(host);
    const inside = document.createElement('p');
    host.attachShadow({ mode: 'open' }).append(inside);
    expect(runMainAction(inside)).toBe(true);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the nearest is disabled, hidden actions are skipped, none means nothing', () => {
    const [first, second] = [vi.fn(), vi.fn()];
    const { unmount } = render(<TwoForms first={first} second={second} secondDisabled />);
    expect(runMainAction(screen.getByLabelText('Second field'))).toBe(false);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Second' }).parentElement!.hidden = true;
    expect(mainActionNear(document.body)).toBe(screen.getByRole('button', { name: 'First' }));
    unmount();
    expect(runMainAction(document.body)).toBe(false);
  });

  it('is Ctrl+Enter, and Cmd+Enter on macOS', () => {
    const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', { key: 'Enter', ...init });
    expect(isMainActionKey(key({ ctrlKey: true }), false)).toBe(true);
    expect(isMainActionKey(key({ ctrlKey: true }), true)).toBe(true);
    expect(isMainActionKey(key({ metaKey: true }), true)).toBe(true);
    expect(isMainActionKey(key({ metaKey: true }), false)).toBe(false);
    expect(isMainActionKey(key({}), false)).toBe(false);
    expect(isMainActionKey(key({ ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isMainActionKey(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }), false)).toBe(false);
  });
});
