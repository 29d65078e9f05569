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

/** The mail body: the message, then who sent it so a reply can reach them (the chat asks neither). */
export function mailBody(form: SupportForm): string {
  const signature = [
    form.name.trim() && `Name: ${form.name.trim()}`,
    form.email.trim() && `Email: ${form.email.trim()}`,
  ].filter(Boolean);
  const message = form.message.trim();
  return signature.length === 0 ? message : `${message}\n\n--\n${signature.join('\n')}`;
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

/**
 * What the chat hands to support: the visitor's messages, one line each with its time. The chat's own lines
 * (greeting, automatic replies) are left out: they are the same for everyone.
 */
export function chatTranscript(messages: readonly ChatMessage[]): string {
  return messages
    .filter((m) => m.isUser)
    .map((m) => `[${chatClock(m.time)}] ${m.text}`)
    .join('\n');
}

/** How the chat hands messages over: the visitor's mail program, or the configured endpoint. */
export type ChatChannel = { via: 'mail'; address: string } | { via: 'endpoint' };

/** The chat's texts. Nobody reads the chat live, so its replies say that nothing is sent until the visitor sends it. */
export const CHAT = {
  title: 'Support Chat',
  // The Support page's promise: nobody reads the chat live, so it promises no faster reply than the form.
  tagline: 'We reply within 24-48 hours on business days.',
  greeting:
    'Hi! How can we help? Write here, then send your messages to our team: we reply within 24-48 hours on business days.',
  typing: 'Support is typing…',
  inputLabel: 'Your message',
  placeholder: 'Type your message...',
  sendMessage: 'Send message',
  emailLabel: 'Your email, for our reply',
  sendByMail: 'Send by email',
  sendToEndpoint: 'Send to support',
  sending: 'Sending...',
  subject: 'Support chat',
} as const;

/** The automatic reply to a visitor's message: it has not reached anyone yet, and how to send it. */
export function chatNotSentReply(channel: ChatChannel): string {
  const notSent = 'Your message has not been sent yet: this chat does not reach our team by itself.';
  return channel.via === 'mail'
    ? `${notSent} Press "${CHAT.sendByMail}" to open your mail program with your messages ready to send to ${channel.address}.`
    : `${notSent} Enter your email address so we can reply, then press "${CHAT.sendToEndpoint}".`;
}

/** The spec's notice, shown once the messages have really been handed over, and the chat's line saying so. */
export function chatHandedOver(channel: ChatChannel, email: string): { notice: Notice; reply: string } {
  const title = 'Support Team Notified';
  if (channel.via === 'mail') {
    return {
      notice: { title, body: `Your mail program opened with your messages to ${channel.address}. Send that email.` },
      reply: `Your mail program should now show your messages addressed to ${channel.address}. Nothing reaches us until you send that email; we reply within 24-48 hours on business days.`,
    };
  }
  const reply = `Sent. We will reply to ${email.trim()} within 24-48 hours on business days.`;
  return { notice: { title, body: reply }, reply };
}

/** What stops the chat's messages going out: the endpoint needs an address to reply to; mail needs none. */
export function chatEmailProblem(channel: ChatChannel, email: string): Notice | null {
  return channel.via === 'endpoint' && !isValidEmail(email) ? INVALID_EMAIL : null;
}

/** What the chat sends: the visitor's messages, and in the endpoint's case the address to reply to. */
export function chatSupportForm(messages: readonly ChatMessage[], email = ''): SupportForm {
  return { name: '', email: email.trim(), subject: CHAT.subject, message: chatTranscript(messages) };
}

/** Whether the visitor wrote anything after the first `handedOver` messages, which were sent. */
export function hasUnsentMessages(messages: readonly ChatMessage[], handedOver: number): boolean {
  return messages.slice(handedOver).some((m) => m.isUser);
}
