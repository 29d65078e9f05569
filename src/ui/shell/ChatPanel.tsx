import { useAtom } from 'jotai';
import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  CHAT,
  chatClock,
  chatEmailProblem,
  chatHandedOver,
  chatNotSentReply,
  hasUnsentMessages,
  SEND_FAILED,
  type ChatMessage,
} from '../../core/site/support';
import { Button } from '../components/Button';
import { fieldClass } from '../components/TextAreaField';
import { TextField } from '../components/TextField';
import { notify } from '../notify';
import { chatHandedOverAtom, chatMessagesAtom } from '../state/support';
import { chatChannel, sendChatMessages } from '../support/send';

/** The automatic reply arrives this long after a visitor's message (spec section 9). */
export const CHAT_REPLY_MS = 1500;

const message = (text: string, isUser: boolean): ChatMessage => ({ text, isUser, time: new Date().toISOString() });

export default function ChatPanel() {
  const [messages, setMessages] = useAtom(chatMessagesAtom);
  const [handedOver, setHandedOver] = useAtom(chatHandedOverAtom);
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const [replyPending, setReplyPending] = useState(false);
  const [sending, setSending] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const log = useRef<HTMLOListElement>(null);
  const inputId = useId();
  const channel = chatChannel();

  useEffect(() => {
    if (messages.length === 0) setMessages([message(CHAT.greeting, false)]);
  }, [messages.length, setMessages]);

  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [messages.length]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    setMessages((current) => [...current, message(value, true)]);
    setText('');
    setReplyPending(true);
    timers.current.push(
      setTimeout(() => {
        // Nobody reads the chat live: the reply says so, and the hand-off below sends the messages for real.
        setMessages((current) => [...current, message(chatNotSentReply(channel), false)]);
        setReplyPending(false);
      }, CHAT_REPLY_MS),
    );
  };

  const offerHandOff = hasUnsentMessages(messages, handedOver) && !replyPending;

  // The spec's notice shows only once the mail program has opened or the endpoint has accepted the messages.
  const handOff = async () => {
    const problem = chatEmailProblem(channel, email);
    if (problem) {
      notify.error(problem.title, problem.body);
      return;
    }
    const sent = messages;
    setSending(true);
    try {
      await sendChatMessages(sent, email);
      const { notice, reply } = chatHandedOver(channel, email);
      setMessages((current) => [...current, message(reply, false)]);
      setHandedOver(sent.length);
      notify.info(notice.title, notice.body);
    } catch {
      notify.error(SEND_FAILED);
    } finally {
      setSending(false);
    }
  };

  return (
    <section
      aria-label="Support chat"
      className="flex h-[28rem] max-h-[70vh] w-80 max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl dark:border-slate-700 dark:bg-slate-900"
    >
      <header className="bg-indigo-600 px-4 py-3 text-white">
        <h2 className="font-semibold">{CHAT.title}</h2>
        <p className="text-xs text-indigo-100">{CHAT.tagline}</p>
      </header>
      <ol
        ref={log}
        role="log"
        aria-label="Messages"
        aria-live="polite"
        className="flex flex-1 flex-col gap-2 overflow-y-auto p-3"
      >
        {messages.map((m, i) => (
          <li
            key={i}
            data-from={m.isUser ? 'user' : 'support'}
            className={
              'max-w-[85%] rounded-2xl px-3 py-2 text-sm ' +
              (m.isUser
                ? 'self-end bg-indigo-600 text-white'
                : 'self-start bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100')
            }
          >
            <span className="sr-only">{m.isUser ? 'You' : 'Support'}: </span>
            {m.text}
            <time dateTime={m.time} className="mt-1 block text-[10px] opacity-70">
              {chatClock(m.time)}
            </time>
          </li>
        ))}
        {replyPending && (
          <li className="self-start text-xs text-slate-500 dark:text-slate-400" aria-label={CHAT.typing}>
            {CHAT.typing}
          </li>
        )}
      </ol>
      {offerHandOff && (
        <div className="flex flex-col gap-2 border-t border-slate-200 px-3 py-2 dark:border-slate-700">
          {channel.via === 'endpoint' && (
            <TextField
              label={CHAT.emailLabel}
              type="email"
              value={email}
              onChange={setEmail}
              autoComplete="email"
              className="font-sans"
            />
          )}
          <Button
            variant="secondary"
            onClick={() => void handOff()}
            disabled={sending}
            aria-busy={sending || undefined}
            className="w-full"
          >
            {sending ? CHAT.sending : channel.via === 'mail' ? CHAT.sendByMail : CHAT.sendToEndpoint}
          </Button>
        </div>
      )}
      <form onSubmit={send} className="flex gap-2 border-t border-slate-200 p-3 dark:border-slate-700">
        <label htmlFor={inputId} className="sr-only">
          {CHAT.inputLabel}
        </label>
        <input
          id={inputId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={CHAT.placeholder}
          autoComplete="off"
          className={`${fieldClass} font-sans`}
        />
        <Button type="submit" aria-label={CHAT.sendMessage} disabled={!text.trim()} className="px-3">
          <Send aria-hidden className="size-4" />
        </Button>
      </form>
    </section>
  );
}
