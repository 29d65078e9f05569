import { useAtom, useSetAtom } from 'jotai';
import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { chatClock, chatTranscript, type ChatMessage } from '../../core/site/support';
import { Button } from '../components/Button';
import { fieldClass } from '../components/TextAreaField';
import { notify } from '../notify';
import { chatMessagesAtom, supportDraftAtom } from '../state/support';

/** The automatic reply arrives this long after a visitor's message (spec section 9). */
export const CHAT_REPLY_MS = 1500;

const GREETING = 'Hi! How can we help you today? We typically reply in minutes.';
const AUTO_REPLY =
  'Thanks for your message! So that our team can answer you by email, send them this conversation with the button below.';

const message = (text: string, isUser: boolean): ChatMessage => ({ text, isUser, time: new Date().toISOString() });

export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const [messages, setMessages] = useAtom(chatMessagesAtom);
  const setDraft = useSetAtom(supportDraftAtom);
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const [replyPending, setReplyPending] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const log = useRef<HTMLOListElement>(null);
  const inputId = useId();

  useEffect(() => {
    if (messages.length === 0) setMessages([message(GREETING, false)]);
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
        setMessages((current) => [...current, message(AUTO_REPLY, false)]);
        setReplyPending(false);
        notify.info('Support Team Notified', 'Send the conversation from the chat and they will reply by email.');
      }, CHAT_REPLY_MS),
    );
  };

  const hasUserMessage = messages.some((m) => m.isUser);
  const offerHandOff = hasUserMessage && messages.at(-1)?.isUser === false && !replyPending;

  // The conversation goes through the support form, the same channel as every support request.
  const handOff = () => {
    setDraft({ subject: 'Support chat', message: chatTranscript(messages) });
    onClose();
    navigate('/support');
  };

  return (
    <section
      aria-label="Support chat"
      className="flex h-[28rem] max-h-[70vh] w-80 max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl dark:border-slate-700 dark:bg-slate-900"
    >
      <header className="bg-indigo-600 px-4 py-3 text-white">
        <h2 className="font-semibold">Support Chat</h2>
        <p className="text-xs text-indigo-100">We typically reply in minutes.</p>
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
          <li className="self-start text-xs text-slate-500 dark:text-slate-400" aria-label="Support is typing">
            Support is typing…
          </li>
        )}
      </ol>
      {offerHandOff && (
        <div className="border-t border-slate-200 px-3 py-2 dark:border-slate-700">
          <Button variant="secondary" onClick={handOff} className="w-full">
            Send conversation to support
          </Button>
        </div>
      )}
      <form onSubmit={send} className="flex gap-2 border-t border-slate-200 p-3 dark:border-slate-700">
        <label htmlFor={inputId} className="sr-only">
          Your message
        </label>
        <input
          id={inputId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Type your message..."
          autoComplete="off"
          className={`${fieldClass} font-sans`}
        />
        <Button type="submit" aria-label="Send message" disabled={!text.trim()} className="px-3">
          <Send aria-hidden className="size-4" />
        </Button>
      </form>
    </section>
  );
}
