// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  isActive: vi.fn(() => false),
  update: vi.fn(),
}));
vi.mock('react-toastify', () => ({ toast }));

import { notify } from './notify';

describe('notify and the Notifications setting', () => {
  beforeEach(() => {
    localStorage.clear();
    Object.values(toast).forEach((fn) => fn.mockClear());
  });

  it('shows success toasts by default', () => {
    notify.success('Copied!');
    expect(toast.success).toHaveBeenCalledOnce();
  });

  it('silences success toasts when Notifications is off, but never errors or notices', () => {
    localStorage.setItem('notifications', 'false');
    expect(notify.success('Copied!')).toBeUndefined();
    notify.error('Invalid JSON format');
    notify.info('Coming Soon');
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledOnce();
    expect(toast.info).toHaveBeenCalledOnce();
  });

  it('follows the setting at the moment of each toast', () => {
    localStorage.setItem('notifications', 'false');
    notify.success('one');
    localStorage.setItem('notifications', 'true');
    notify.success('two');
    expect(toast.success).toHaveBeenCalledOnce();
  });
});
