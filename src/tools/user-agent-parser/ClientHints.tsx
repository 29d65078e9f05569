import { useEffect, useState } from 'react';
import { USER_AGENT_MESSAGES } from './words';
import { useHydrated } from '../../ui/state/stored';

const M = USER_AGENT_MESSAGES.clientHints;

/** The User-Agent Client Hints API (Chromium only), which TypeScript's DOM types do not have yet. */
interface UserAgentData {
  brands: readonly { brand: string; version: string }[];
  mobile: boolean;
  platform: string;
  getHighEntropyValues: (hints: string[]) => Promise<Record<string, unknown>>;
}

const HIGH_ENTROPY = [
  'architecture',
  'bitness',
  'formFactors',
  'fullVersionList',
  'model',
  'platformVersion',
  'wow64',
] as const;

const userAgentData = (): UserAgentData | undefined =>
  (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData;

/** A brand of a list ({ brand, version }) as "Chromium 120". */
const brandText = (item: unknown): string => {
  if (typeof item !== 'object' || item === null) return String(item);
  const { brand, version } = item as { brand?: unknown; version?: unknown };
  return [brand, version].filter((part) => typeof part === 'string' && part !== '').join(' ');
};

/** A hint's value as text: brand lists as "Chromium 120, Google Chrome 120", flags as yes/no. */
function shown(value: unknown): string {
  if (typeof value === 'boolean') return value ? M.yes : M.no;
  if (Array.isArray(value)) return value.map(brandText).join(', ');
  return value === '' ? '—' : String(value);
}

/** The visitor's own client hints: the low-entropy ones at once, the high-entropy ones when the browser gives them. */
function OwnHints({ data }: { data: UserAgentData }) {
  const [high, setHigh] = useState<Record<string, unknown> | 'loading' | 'refused'>('loading');
  useEffect(() => {
    let live = true;
    data
      .getHighEntropyValues([...HIGH_ENTROPY])
      .then((values) => live && setHigh(values))
      .catch(() => live && setHigh('refused'));
    return () => {
      live = false;
    };
  }, [data]);
  const rows: [string, string][] = [
    [M.brands, shown(data.brands)],
    [M.mobile, shown(data.mobile)],
    [M.platform, shown(data.platform)],
    ...(typeof high === 'object'
      ? HIGH_ENTROPY.filter((key) => key in high).map((key): [string, string] => [key, shown(high[key])])
      : []),
  ];
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400">{M.own}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="client-hints">
        {rows.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="font-medium">{name}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {typeof high === 'string' && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{high === 'loading' ? M.loading : M.refused}</p>
      )}
    </>
  );
}

/** Under the input: the client hints of the visitor's browser, while the input is its own user agent. */
export function ClientHints({ text }: { text: string | null }) {
  // The prerendered page knows nothing of the visitor's browser.
  if (!useHydrated()) return null;
  return <HintsSection text={text} />;
}

function HintsSection({ text }: { text: string | null }) {
  const data = userAgentData();
  const own = text !== null && text.trim() === navigator.userAgent;
  return (
    <section aria-labelledby="client-hints-heading">
      <h2 id="client-hints-heading" className="text-sm font-semibold">
        {M.heading}
      </h2>
      {!data ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{M.none}</p>
      ) : own ? (
        <OwnHints data={data} />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{M.notOwn}</p>
      )}
    </section>
  );
}
