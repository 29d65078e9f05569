import { Link } from 'wouter';
import { SITE_NAME } from '../../core/catalogue';
import { buttonClass } from '../components/Button';
import { useDocumentMeta } from '../seo';
import { PageHeading, SectionHeading } from './PageHeading';

export default function About() {
  useDocumentMeta({
    title: 'About',
    description: `Why ${SITE_NAME} exists and how it keeps your data on your device.`,
    path: '/about',
  });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <PageHeading
        title={`About ${SITE_NAME}`}
        subtitle="Free developer tools that respect your privacy."
      />
      <section>
        <SectionHeading title="Our Mission" />
        <p className="text-slate-700 dark:text-slate-300">
          Every tool here does its processing in your browser. Your data never leaves your device: there is no
          upload, no account and no server that sees what you type or drop.
        </p>
      </section>
      <section>
        <SectionHeading title="Built With Care" />
        <p className="text-slate-700 dark:text-slate-300">
          Each tool is tested against known answers and built to stay fast on large inputs, with heavy work done
          in background workers so the page never freezes.
        </p>
      </section>
      <section>
        <SectionHeading title="User Feedback" />
        <p className="text-slate-700 dark:text-slate-300">
          The tools on the roadmap come from what people ask for. Tell us what you need next.
        </p>
      </section>
      <section>
        <SectionHeading title="Get in Touch" />
        <Link href="/support" className={buttonClass('secondary')}>
          Contact Us
        </Link>
      </section>
      <div>
        <Link href="/" className={buttonClass('primary')}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}
