import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chatEmailProblem,
  chatHandedOver,
  chatNotSentReply,
  chatSupportForm,
  chatTranscript,
  hasUnsentMessages,
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

describe('mailBody', () => {
  it('leaves out who wrote when it is not known (the chat asks neither name nor email)', () => {
    expect(mailBody({ ...form, name: '', email: ' ' })).toBe('Line 1\nLine 2?');
    expect(mailBody({ ...form, name: '' })).toBe('Line 1\nLine 2?\n\n--\nEmail: ada@example.com');
  });
});

describe('support chat', () => {
  const at = new Date(2026, 0, 2, 9, 5).toISOString();
  const greeting = { text: 'Hello', isUser: false, time: at };
  const mine = (text: string) => ({ text, isUser: true, time: at });
  const mail = { via: 'mail', address: 'help@example.com' } as const;
  const endpoint = { via: 'endpoint' } as const;

  it("hands over the visitor's messages, one line each with its time", () => {
    expect(chatTranscript([greeting, mine('Help me'), greeting, mine('Please')])).toBe(
      '[09:05] Help me\n[09:05] Please',
    );
    expect(chatSupportForm([greeting, mine('Help me')], ' ada@example.com ')).toEqual({
      name: '',
      email: 'ada@example.com',
      subject: 'Support chat',
      message: '[09:05] Help me',
    });
  });

  it('replies that the message has not been sent, and how to send it', () => {
    expect(chatNotSentReply(mail)).toBe(
      'Your message has not been sent yet: this chat does not reach our team by itself. Press "Send by email" to open your mail program with your messages ready to send to help@example.com.',
    );
    expect(chatNotSentReply(endpoint)).toMatch(/^Your message has not been sent yet: .* press "Send to support"\.$/);
  });

  it("gives the spec's notice once handed over, saying what happened", () => {
    expect(chatHandedOver(mail, '').notice).toEqual({
      title: 'Support Team Notified',
      body: 'Your mail program opened with your messages to help@example.com. Send that email.',
    });
    expect(chatHandedOver(mail, '').reply).toContain('Nothing reaches us until you send that email');
    expect(chatHandedOver(endpoint, ' ada@example.com ')).toEqual({
      notice: {
        title: 'Support Team Notified',
        body: 'Sent. We will reply to ada@example.com within 24-48 hours on business days.',
      },
      reply: 'Sent. We will reply to ada@example.com within 24-48 hours on business days.',
    });
  });

  it('needs a valid address only when the endpoint sends', () => {
    expect(chatEmailProblem(mail, '')).toBeNull();
    expect(chatEmailProblem(endpoint, '')).toBe(INVALID_EMAIL);
    expect(chatEmailProblem(endpoint, 'ada-at-example')).toBe(INVALID_EMAIL);
    expect(chatEmailProblem(endpoint, 'ada@example.com')).toBeNull();
  });

  it('offers to send while a message of the visitor comes after what was handed over', () => {
    const messages = [greeting, mine('a'), greeting];
    expect(hasUnsentMessages([greeting], 0)).toBe(false);
    expect(hasUnsentMessages(messages, 0)).toBe(true);
    expect(hasUnsentMessages(messages, 2)).toBe(false);
    expect(hasUnsentMessages([...messages, greeting, mine('b')], 3)).toBe(true);
  });
});
