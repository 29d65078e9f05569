import {
  chatSupportForm,
  supportMailto,
  supportPayload,
  type ChatChannel,
  type ChatMessage,
  type SupportForm,
} from '../../core/site/support';
import { config } from '../config';

/** How long the form says 'Sending...' while the mail program opens (spec section 9: 1.5 s). */
export const MAIL_HANDOFF_MS = 1500;
/** An endpoint that has not answered by then is treated as a failure. */
const ENDPOINT_TIMEOUT_MS = 30_000;

export type Delivery = { via: 'endpoint' } | { via: 'mail'; address: string; href: string };

/** Opens the visitor's mail program (a real link click, so the browser hands it to the OS). */
function openMailProgram(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.hidden = true;
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Delivers a support request: POST as JSON to the configured endpoint, or else hand it to the
 * visitor's mail program addressed to the support address. Rejects when delivery fails.
 */
export async function sendSupportRequest(form: SupportForm, source: 'form' | 'chat' = 'form'): Promise<Delivery> {
  if (config.supportEndpoint) {
    const response = await fetch(config.supportEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(supportPayload(form, source)),
      signal: AbortSignal.timeout(ENDPOINT_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Support endpoint answered ${response.status}`);
    return { via: 'endpoint' };
  }
  const href = supportMailto(config.supportEmail, form);
  openMailProgram(href);
  await wait(MAIL_HANDOFF_MS);
  return { via: 'mail', address: config.supportEmail, href };
}

/** Where the chat's messages go with this build's configuration. */
export function chatChannel(): ChatChannel {
  return config.supportEndpoint ? { via: 'endpoint' } : { via: 'mail', address: config.supportEmail };
}

/** Hands the chat's messages over by the same channel as the support form. Rejects when delivery fails. */
export function sendChatMessages(messages: readonly ChatMessage[], email = ''): Promise<Delivery> {
  return sendSupportRequest(chatSupportForm(messages, email), 'chat');
}
