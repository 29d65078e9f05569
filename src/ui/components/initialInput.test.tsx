// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { handOffInput, takeInput, useInitialInput } from './initialInput';

const at = (path: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <Router hook={memoryLocation({ path }).hook}>{children}</Router>;
  };

afterEach(() => {
  cleanup();
  takeInput('json-formatter');
});

describe('initial input hand-off', () => {
  it('gives the text to its tool once', () => {
    handOffInput('json-formatter', '{"a":1}');
    expect(takeInput('base64-decoder')).toBeUndefined();
    expect(takeInput('json-formatter')).toBe('{"a":1}');
    expect(takeInput('json-formatter')).toBeUndefined();
  });

  it('applies it on mount of the tool page it was left for, and only there', () => {
    handOffInput('json-formatter', '[1]');
    const elsewhere = vi.fn();
    renderHook(() => useInitialInput(elsewhere), { wrapper: at('/tools/base64-decoder') });
    expect(elsewhere).not.toHaveBeenCalled();
    const apply = vi.fn();
    const { rerender } = renderHook(() => useInitialInput((text: string) => void apply(text)), {
      wrapper: at('/tools/json-formatter'),
    });
    rerender();
    expect(apply.mock.calls).toEqual([['[1]']]);
    const later = vi.fn();
    renderHook(() => useInitialInput(later), { wrapper: at('/tools/json-formatter') });
    expect(later).not.toHaveBeenCalled();
  });

  it('a newer hand-off replaces an unread one', () => {
    handOffInput('json-formatter', 'old');
    handOffInput('json-formatter', 'new');
    expect(takeInput('json-formatter')).toBe('new');
  });
});
