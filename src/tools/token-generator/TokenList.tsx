import { objectIdParts, ulidTime, type TokenKind } from './core';
import { TOKEN_TEXTS } from './words';
import { CopyButton } from '../../ui/components/CopyButton';

/** The time a ULID or an ObjectId holds, in ISO form; nothing for other kinds. */
function timeOf(kind: TokenKind, token: string): string | null {
  if (kind === 'ulid') return new Date(ulidTime(token)).toISOString();
  if (kind === 'objectid') return new Date(objectIdParts(token).seconds * 1000).toISOString();
  return null;
}

/** The generated tokens, each with its own Copy (and its time, for ULIDs and ObjectIds), and Copy all. */
export function TokenList({ kind, tokens }: { kind: TokenKind; tokens: readonly string[] }) {
  return (
    <div className="flex flex-col gap-3">
      <ol aria-label={TOKEN_TEXTS.generated} className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
        {tokens.map((token, i) => {
          const time = timeOf(kind, token);
          return (
            <li key={`${i}-${token}`} className="flex items-center justify-between gap-2 py-1">
              <div className="flex min-w-0 flex-col">
                <code className="font-mono text-sm break-all text-slate-900 dark:text-slate-100">{token}</code>
                {time && <span className="text-xs text-slate-500 dark:text-slate-400">{TOKEN_TEXTS.timeOf(time)}</span>}
              </div>
              <CopyButton
                text={token}
                ariaLabel={TOKEN_TEXTS.copyToken(i + 1)}
                successMessage={TOKEN_TEXTS.copied}
                variant="ghost"
              />
            </li>
          );
        })}
      </ol>
      <div>
        <CopyButton text={tokens.join('\n')} label={TOKEN_TEXTS.copyAll} successMessage={TOKEN_TEXTS.copied} />
      </div>
    </div>
  );
}
