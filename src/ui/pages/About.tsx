import { Cpu, HeartHandshake, MessageSquareText, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { SITE_NAME } from '../../core/site/catalogue';
import { STATIC_PAGES } from '../../core/site/seo';
import { buttonClass } from '../components/Button';
import { Panel } from '../components/Panel';
import { useDocumentMeta } from '../seo';
import { PageHeading } from './PageHeading';

/** One section of the page: the site's card, titled, with its icon. */
function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Panel title={title} icon={icon}>
      <div className="flex flex-col gap-2">{children}</div>
    </Panel>
  );
}

// Prose keeps a readable line length inside the full-width page frame.
const text = 'max-w-prose text-slate-700 dark:text-slate-300';

export default function About() {
  useDocumentMeta(STATIC_PAGES['/about']);
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={`About ${SITE_NAME}`} subtitle="Free developer tools that respect your privacy." />
      {/* Two columns from 1024 px: four short sections read as a grid, not a long column of wide cards. */}
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Our Mission" icon={<ShieldCheck aria-hidden className="size-5" />}>
          <p className={text}>
            {SITE_NAME} gives developers the small everyday tools they reach for (encoders, formatters, hashes,
            converters, generators) without asking them to trust a server with their data.
          </p>
          <p className={text}>
            All processing happens in your browser. Your data never leaves your device: there is no upload, no account
            and no server that sees what you type or drop.
          </p>
        </Section>
        <Section title="Built With Care" icon={<Cpu aria-hidden className="size-5" />}>
          <p className={text}>
            Each tool is tested against known answers and built to stay fast on large inputs, with heavy work done in
            background workers so the page never freezes. Every control works from the keyboard, in light and dark
            themes.
          </p>
        </Section>
        <Section title="User Feedback" icon={<MessageSquareText aria-hidden className="size-5" />}>
          <p className={text}>
            The tools on the roadmap come from what people ask for. Tell us what you need next, or what could work
            better, and it goes straight to the people who build the site.
          </p>
        </Section>
        <Section title="Get in Touch" icon={<HeartHandshake aria-hidden className="size-5" />}>
          <p className={text}>
            Questions, bug reports and ideas are all welcome. We reply within 24-48 hours on business days.
          </p>
          <div>
            <Link href="/support" className={buttonClass('secondary')}>
              Contact Us
            </Link>
          </div>
        </Section>
      </div>
      <div>
        <Link href="/" className={buttonClass('primary')}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}
