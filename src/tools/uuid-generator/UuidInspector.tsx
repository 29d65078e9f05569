import { ToolError } from '../../core/shared/tool-error';
import { inspectUuid, type UuidInfo } from './core';
import { UUID_TEXTS } from './words';
import { TextField } from '../../ui/components/TextField';

function describe(info: UuidInfo): [string, string][] {
  const rows: [string, string][] = [[UUID_TEXTS.canonicalForm, info.canonical]];
  rows.push([
    UUID_TEXTS.versionRow,
    info.special ?? (info.variant === 'RFC 9562' ? String(info.version) : UUID_TEXTS.noVersion),
  ]);
  rows.push([UUID_TEXTS.variant, info.variant]);
  if (info.time) rows.push([UUID_TEXTS.embeddedTime, info.time.toISOString()]);
  return rows;
}

/**
 * Checks a UUID as it is typed: its version, variant and, for time-based versions, the time it holds. The page
 * holds the text: it is the page's input for smart paste and links.
 */
export function UuidInspector({ text, onChange: setText }: { text: string; onChange: (text: string) => void }) {
  let info: UuidInfo | null = null;
  let error: string | undefined;
  try {
    if (text.trim()) info = inspectUuid(text);
  } catch (e) {
    if (!(e instanceof ToolError)) throw e;
    error = e.message;
  }
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={UUID_TEXTS.uuidToCheck}
        value={text}
        onChange={setText}
        placeholder={UUID_TEXTS.checkPlaceholder}
        error={error}
      />
      {info && (
        <dl aria-label={UUID_TEXTS.uuidDetails} className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {describe(info).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600 dark:text-slate-300">{label}</dt>
              <dd className="font-mono break-all text-slate-900 dark:text-slate-100" aria-label={label}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
