// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breakable, breakSegments } from './Breakable';

describe('breakSegments', () => {
  it('breaks a URL the usual way, never inside a word or "://"', () => {
    expect(breakSegments('https://example.com/a?b=c')).toEqual(['https://', 'example', '.com', '/a', '?b', '=', 'c']);
    expect(breakSegments('user:pass@host')).toEqual(['user:', 'pass@host']);
  });

  it('keeps words, runs of punctuation and empty text whole', () => {
    expect(breakSegments('example')).toEqual(['example']);
    expect(breakSegments('')).toEqual(['']);
    expect(breakSegments('a..b')).toEqual(['a', '..b']);
    expect(breakSegments('rgb(255, 0, 0)')).toEqual(['rgb(255, 0, 0)']);
  });

  it('joins back to the value', () => {
    for (const text of ['https://x.org//p/?q=1&r=2#h', '2024-01-02 03:04:05', 'a_b-c~d%20e', '::']) {
      expect(breakSegments(text).join('')).toBe(text);
    }
  });
});

describe('Breakable', () => {
  it('renders the value unchanged with break opportunities between the pieces', () => {
    const { container } = render(
      <p>
        <Breakable text="https://example.com/a" />
      </p>,
    );
    expect(container.textContent).toBe('https://example.com/a');
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
  });
});
