/**
 * The support channel's pure parts: form validation, the message a visitor's mail program
 * receives, the JSON an endpoint receives, and chat transcripts.
 */

export interface SupportForm {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const EMPTY_SUPPORT_FORM: SupportForm = { name: '', email: '', subject: '', message: '' };

export interface Notice {
  title: string;
  body?: string;
}

export const MISSING_FIELDS: Notice = { title: 'Validation Error', body: 'Please fill in all fields' };
export const INVALID_EMAIL: Notice = { title: 'Invalid Email', body: 'Please enter a valid email address' };
export const SEND_FAILED = 'Failed to send support request. Please try again later.';

/** Something, an at sign, something, a dot, something; no spaces (spec section 5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** The first problem with the form, or null when it can be sent. */
export function validateSupportForm(form: SupportForm): Notice | null {
  const fields = [form.name, form.email, form.subject, form.message];
  if (fields.some((value) => value.trim() === '')) return MISSING_FIELDS;
  if (!isValidEmail(form.email)) return INVALID_EMAIL;
  return null;
}

/** What an HTTP support endpoint receives (trimmed fields). */
export function supportPayload(form: SupportForm, source: 'form' | 'chat' = 'form') {
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    subject: form.subject.trim(),
    message: form.message.trim(),
    source,
  };
}

/** The mail body: the message, then who sent it so a reply can reach them. */
export function mailBody(form: SupportForm): string {
  return `${form.message.trim()}\n\n--\nName: ${form.name.trim()}\nEmail: ${form.email.trim()}`;
}

/** A mailto: address (RFC 6068) that opens the visitor's mail program with the message filled in. */
export function supportMailto(address: string, form: SupportForm): string {
  const query = `subject=${encodeURIComponent(form.subject.trim())}&body=${encodeURIComponent(mailBody(form))}`;
  return `mailto:${encodeURIComponent(address).replace('%40', '@')}?${query}`;
}

export interface ChatMessage {
  text: string;
  isUser: boolean;
  /** When it was written, ISO 8601. */
  time: string;
}

/** Hours and minutes in 24-hour form, in the visitor's time zone. */
export function chatClock(time: string): string {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return '';
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** The conversation as plain text, one line per message, for the support channel. */
export function chatTranscript(messages: readonly ChatMessage[]): string {
  return messages.map((m) => `[${chatClock(m.time)}] ${m.isUser ? 'You' : 'Support'}: ${m.text}`).join('\n');
}
