import { useAtom } from 'jotai';
import { Clock, Mail } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { STATIC_PAGES } from '../../core/site/seo';
import {
  EMPTY_SUPPORT_FORM,
  mailBody,
  SEND_FAILED,
  validateSupportForm,
  type SupportForm,
} from '../../core/site/support';
import { Button } from '../components/Button';
import { CopyButton } from '../components/CopyButton';
import { CARD_SURFACE, Panel } from '../components/Panel';
import { TextAreaField } from '../components/TextAreaField';
import { TextField } from '../components/TextField';
import { config } from '../config';
import { notify } from '../notify';
import { useDocumentMeta } from '../seo';
import { supportDraftAtom } from '../state/support';
import { sendSupportRequest, type Delivery } from '../support/send';
import { PageHeading, SectionHeading } from './PageHeading';

/** Answers about what the site really does: no accounts, nothing stored on a server. */
const FAQ: { question: string; answer: string }[] = [
  {
    question: 'Is anything I enter uploaded?',
    answer:
      'No. Every tool runs in your browser and your data never leaves your device. Only a message you send us here reaches us.',
  },
  {
    question: 'Do I need an account?',
    answer:
      'No. There are no accounts and nothing is saved on a server. Your theme and preferences are kept in this browser only.',
  },
  {
    question: 'How soon will I hear back?',
    answer: 'We reply within 24-48 hours on business days.',
  },
  {
    question: 'Can I ask for a new tool?',
    answer: 'Yes, please do: tell us what you need. The Coming Soon page lists the tools already planned.',
  },
  {
    question: 'How is my message sent?',
    answer: config.supportEndpoint
      ? 'The form sends your message securely to our support desk.'
      : `The form opens your own mail program with the message ready to send to ${config.supportEmail}; nothing is sent until you send that email.`,
  },
];

/** Merges text handed over from elsewhere (a planned tool's request) into what the visitor has already typed. */
function mergeDraft(form: SupportForm, draft: Partial<SupportForm>): SupportForm {
  return {
    name: form.name || draft.name || '',
    email: form.email || draft.email || '',
    subject: form.subject || draft.subject || '',
    message: [form.message.trim(), draft.message?.trim()].filter(Boolean).join('\n\n'),
  };
}

function SentNotice({ delivery, sent }: { delivery: Delivery; sent: SupportForm }) {
  if (delivery.via === 'endpoint') {
    return (
      <div
        role="status"
        className="rounded-lg bg-emerald-50 p-4 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
      >
        Your message has been sent. We will reply to {sent.email.trim()} within 24-48 hours on business days.
      </div>
    );
  }
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-lg bg-emerald-50 p-4 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
    >
      <p>
        Your mail program should now show your message addressed to <strong>{delivery.address}</strong>. Send it from
        there and we will reply within 24-48 hours on business days.
      </p>
      <p>If it did not open, copy the message and email it to us yourself:</p>
      <div className="flex flex-wrap gap-2">
        <CopyButton
          text={`Subject: ${sent.subject.trim()}\n\n${mailBody(sent)}`}
          label="Copy message"
          successMessage="Copied to clipboard"
        />
        <a
          href={delivery.href}
          className="inline-flex items-center rounded-lg px-3 py-2 font-medium underline focus-ring"
        >
          Open mail program again
        </a>
      </div>
    </div>
  );
}

export default function Support() {
  useDocumentMeta(STATIC_PAGES['/support']);
  const [form, setForm] = useState<SupportForm>(EMPTY_SUPPORT_FORM);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ delivery: Delivery; sent: SupportForm } | null>(null);
  const [draft, setDraft] = useAtom(supportDraftAtom);
  const [mergedDraft, setMergedDraft] = useState<Partial<SupportForm> | null>(null);

  // A draft handed over from elsewhere joins the form as it renders, then is taken off the shared atom.
  if (draft && draft !== mergedDraft) {
    setMergedDraft(draft);
    setForm((current) => mergeDraft(current, draft));
    setResult(null);
  }
  useEffect(() => {
    if (draft) setDraft(null);
  }, [draft, setDraft]);

  const field = (key: keyof SupportForm) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const problem = validateSupportForm(form);
    if (problem) {
      notify.error(problem.title, problem.body);
      return;
    }
    setSending(true);
    setResult(null);
    try {
      const sent = form;
      const delivery = await sendSupportRequest(sent);
      // Fields clear only once the message has been handed over.
      setForm(EMPTY_SUPPORT_FORM);
      setResult({ delivery, sent });
    } catch {
      notify.error(SEND_FAILED);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex flex-col gap-8">
      <PageHeading
        title="Support"
        subtitle="Questions, problems or ideas for a new tool: we would like to hear them."
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Panel title="Contact Us">
            <form
              noValidate
              onSubmit={(event) => void submit(event)}
              aria-label="Contact form"
              className="flex flex-col gap-4"
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label="Name"
                  value={form.name}
                  onChange={field('name')}
                  autoComplete="name"
                  className="font-sans"
                />
                <TextField
                  label="Email"
                  type="email"
                  value={form.email}
                  onChange={field('email')}
                  autoComplete="email"
                  className="font-sans"
                />
              </div>
              <TextField label="Subject" value={form.subject} onChange={field('subject')} className="font-sans" />
              <TextAreaField
                label="Message"
                value={form.message}
                onChange={field('message')}
                rows={7}
                className="font-sans"
              />
              <div>
                <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
                  {sending ? 'Sending...' : 'Send Message'}
                </Button>
              </div>
              {result && <SentNotice delivery={result.delivery} sent={result.sent} />}
            </form>
          </Panel>
        </div>
        <div className="flex flex-col gap-6">
          <Panel title="Email Us">
            <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
              <Mail aria-hidden className="size-4 text-indigo-600" />
              <a
                href={`mailto:${config.supportEmail}`}
                className="rounded font-medium text-indigo-600 underline focus-ring dark:text-indigo-400"
              >
                {config.supportEmail}
              </a>
            </p>
            <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
              <Clock aria-hidden className="size-4" />
              We reply within 24-48 hours on business days.
            </p>
          </Panel>
          <Panel title="Before you write">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Looking for a tool that is not here yet? See what is{' '}
              <Link href="/coming-soon" className="rounded text-indigo-600 underline focus-ring dark:text-indigo-400">
                coming soon
              </Link>
              .
            </p>
          </Panel>
        </div>
      </div>
      <section aria-label="Frequently Asked Questions">
        <SectionHeading title="Frequently Asked Questions" />
        <div className="flex flex-col gap-2">
          {FAQ.map(({ question, answer }) => (
            <details key={question} className={`group p-4 ${CARD_SURFACE}`}>
              <summary className="cursor-pointer rounded font-medium text-slate-900 focus-ring dark:text-white">
                {question}
              </summary>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{answer}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
