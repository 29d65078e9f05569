import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, type StepResult } from './core';
import { reportDate, reportHtml } from './report';

const result = (over: Partial<StepResult> = {}): StepResult => ({
  key: 'keyboard',
  verdict: 'pass',
  measured: null,
  note: '',
  ...over,
});
const DATE = new Date(2026, 10, 27, 14, 5);

describe('the report', () => {
  it('carries the date, the tally, each result with what was measured, and the system info', () => {
    const html = reportHtml({
      date: DATE,
      results: [
        result({ measured: '104 keys tested, 6 held at once' }),
        result({ key: 'display', verdict: 'fail', note: 'Dead pixel near the top left' }),
        result({ key: 'webcam', verdict: 'skipped' }),
      ],
      system: [{ group: 'Browser', rows: [{ label: 'User Agent', value: 'Mozilla/5.0 (X11)' }] }],
    });
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('Made on 27 November 2026 at 14:05');
    expect(html).toContain('1 passed, 1 failed, 1 skipped');
    expect(html).toContain('<td>Keyboard</td><td class="v" style="color:#047857">Passed</td>');
    expect(html).toContain('104 keys tested, 6 held at once');
    expect(html).toContain('Dead pixel near the top left');
    expect(html).toContain('<dt>User Agent</dt><dd>Mozilla/5.0 (X11)</dd>');
    expect(html).not.toMatch(/<script|<link|src=|href=/i);
  });

  it('escapes whatever the visitor typed or the device reported, so the file runs nothing', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (note, value) => {
        const html = reportHtml({
          date: DATE,
          results: [result({ note, measured: value })],
          system: [{ group: value, rows: [{ label: note, value }] }],
        });
        const body = html.slice(html.indexOf('<body>'));
        expect(body).toContain(escapeHtml(note));
        // Every tag in the file is one of ours: the typed text adds none.
        const tags = new Set(body.match(/<\/?([a-z0-9]+)/g));
        for (const tag of tags)
          expect(
            [
              'body',
              'h1',
              'h2',
              'h3',
              'p',
              'strong',
              'table',
              'thead',
              'tbody',
              'tr',
              'th',
              'td',
              'dl',
              'dt',
              'dd',
              'html',
            ].includes(tag.replace(/[</]/g, '')),
          ).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('names the file by the local date', () => {
    expect(reportDate(new Date(2026, 0, 5, 23, 59)).file).toBe('2026-01-05');
  });
});
