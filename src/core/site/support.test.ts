import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chatTranscript,
  INVALID_EMAIL,
  isValidEmail,
  mailBody,
  MISSING_FIELDS,
  supportMailto,
  supportPayload,
  validateSupportForm,
  type SupportForm,
} from './support';

const form: SupportForm = { name: 'Ada', email: 'ada@example.com', subject: 'Hi & bye', message: 'Line 1\nLine 2?' };

describe('email validation', () => {
  it('needs something, an at sign, something, a dot, something', () => {
    for (const ok of ['a@b.co', 'first.last@sub.example.org', ' x@y.z ']) expect(isValidEmail(ok)).toBe(true);
    for (const bad of ['', 'plain', 'a@b', '@b.co', 'a@.', 'a b@c.d', 'a@b c.d']) expect(isValidEmail(bad)).toBe(false);
  });
});

describe('validateSupportForm', () => {
  it("reports missing fields with the spec's text", () => {
    const missing = { title: 'Validation Error', body: 'Please fill in all fields' };
    expect(validateSupportForm({ ...form, subject: '   ' })).toEqual(missing);
    expect(validateSupportForm({ name: '', email: '', subject: '', message: '' })).toEqual(missing);
  });
  it("reports a bad email with the spec's text once all fields are filled", () => {
    expect(validateSupportForm({ ...form, email: 'nope' })).toEqual({
      title: 'Invalid Email',
      body: 'Please enter a valid email address',
    });
  });
  it('accepts a complete form', () => {
    expect(validateSupportForm(form)).toBeNull();
  });
  it('never throws', () => {
    fc.assert(
      fc.property(
        fc.record({ name: fc.string(), email: fc.string(), subject: fc.string(), message: fc.string() }),
        (f) => {
          const result = validateSupportForm(f);
          expect([null, MISSING_FIELDS, INVALID_EMAIL]).toContain(result);
        },
      ),
    );
  });
});

describe('hand-off', () => {
  it('builds a mailto with the subject and a body that says who wrote', () => {
    const href = supportMailto('help@example.com', form);
    expect(href.startsWith('mailto:help@example.com?subject=Hi%20%26%20bye&body=')).toBe(true);
    const body = decodeURIComponent(new URL(href).searchParams.get('body') ?? '');
    expect(body).toBe(mailBody(form));
    expect(body).toBe('Line 1\nLine 2?\n\n--\nName: Ada\nEmail: ada@example.com');
  });
  it('round-trips any text through the mailto query', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (subject, message) => {
        const url = new URL(supportMailto('a@b.co', { ...form, subject, message }));
        expect(url.searchParams.get('subject')).toBe(subject.trim());
        expect(url.searchParams.get('body')).toBe(mailBody({ ...form, message }));
      }),
    );
  });
  it('sends trimmed JSON fields with their source', () => {
    expect(supportPayload({ ...form, name: ' Ada ' }, 'chat')).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hi & bye',
      message: 'Line 1\nLine 2?',
      source: 'chat',
    });
  });
});

describe('chatTranscript', () => {
  it('writes one line per message with who wrote it', () => {
    const at = new Date(2026, 0, 2, 9, 5).toISOString();
    expect(
      chatTranscript([
        { text: 'Hello', isUser: false, time: at },
        { text: 'Help me', isUser: true, time: at },
      ]),
    ).toBe('[09:05] Support: Hello\n[09:05] You: Help me');
  });
});
