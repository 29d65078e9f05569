import { useState } from 'react';
import { useExampleCycle } from '../../ui/components/useExampleCycle';
import { KEY_PAIR_EXAMPLES } from './examples';
import { oneOf, textUpTo } from '../../core/site/share-checks';
import { KEY_TYPE_IDS, KEY_TYPES, MAX_COMMENT_CHARS, type KeyPairOutputs, type KeyType } from './core';
import { KEY_PAIR_MESSAGES as TEXTS } from './words';
import { generateKeyPairInWorker } from './in-worker';
import { Button } from '../../ui/components/Button';
import { REVEALS_RESULT } from '../../ui/components/reveal';
import { JobStatus } from '../../ui/components/JobStatus';
import { OutputPane } from '../../ui/components/OutputPane';
import { Panel } from '../../ui/components/Panel';
import { Select } from '../../ui/components/Select';
import { Tabs } from '../../ui/components/Tabs';
import { TextField } from '../../ui/components/TextField';
import { useWorkerJob } from '../../ui/components/useWorkerJob';
import { notify } from '../../ui/notify';
import type { ToolViewProps } from '../../ui/tools/registry';
import { notifyToolError } from '../../ui/components/notifyToolError';
import { shareField, useShareableState } from '../../ui/kit/shareable';
import { PrivatePane } from './PrivatePane';

const TYPE_OPTIONS = KEY_TYPE_IDS.map((value) => ({ value, label: KEY_TYPES[value].label }));

/** The result's tabs: the private key (hidden until shown), the public key, both JWKs, the OpenSSH line. */
function KeyTabs({ keys, type }: { keys: KeyPairOutputs; type: KeyType }) {
  const [tab, setTab] = useState(0);
  const files = TEXTS.fileNames(type.replace(/-/g, '_'));
  return (
    <Tabs
      label={TEXTS.resultLabel}
      selectedIndex={tab}
      onChange={setTab}
      tabs={[
        {
          label: TEXTS.privateTab,
          content: (
            <PrivatePane
              label={TEXTS.privatePem}
              value={keys.privatePem}
              fileName={files.privatePem}
              hiddenText={TEXTS.hiddenPrivate}
            />
          ),
        },
        {
          label: TEXTS.publicTab,
          content: <OutputPane label={TEXTS.publicPem} value={keys.publicPem} rows={8} fileName={files.publicPem} />,
        },
        {
          label: TEXTS.jwkTab,
          content: (
            <div className="flex flex-col gap-4">
              <OutputPane
                label={TEXTS.publicJwk}
                value={keys.publicJwk}
                rows={8}
                fileName={files.publicJwk}
                language="json"
              />
              <PrivatePane
                label={TEXTS.privateJwk}
                value={keys.privateJwk}
                fileName={files.privateJwk}
                hiddenText={TEXTS.hiddenPrivateJwk}
              />
            </div>
          ),
        },
        {
          label: TEXTS.opensshTab,
          content: keys.openssh ? (
            <div className="flex flex-col gap-4">
              <OutputPane label={TEXTS.opensshLine} value={keys.openssh} rows={4} fileName={files.openssh} />
              <OutputPane label={TEXTS.fingerprint} value={keys.fingerprint} rows={1} />
              <PrivatePane
                label={TEXTS.opensshPrivate}
                value={keys.opensshPrivate}
                fileName={files.opensshPrivate}
                hiddenText={TEXTS.hiddenOpensshPrivate}
              />
            </div>
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-200">{TEXTS.noOpenssh}</p>
          ),
        },
      ]}
    />
  );
}

/** Key Pair Generator: WebCrypto in the tool's worker; the private key never goes into a link and is shown on request. */
export default function KeyPairGenerator(_props: ToolViewProps) {
  const [type, setType] = useState<KeyType>('ed25519');
  const [comment, setComment] = useState('');
  const [made, setMade] = useState<{ keys: KeyPairOutputs; type: KeyType; id: number } | null>(null);
  const job = useWorkerJob();
  useShareableState({
    options: {
      type: shareField(type, setType, oneOf(KEY_TYPE_IDS)),
      comment: shareField(comment, setComment, textUpTo(MAX_COMMENT_CHARS)),
    },
    secrets: made ? [made.keys.privatePem, made.keys.privateJwk] : [],
  });

  const generate = async (kind = type, note = comment) => {
    try {
      const keys = await job.run((signal, onProgress) => generateKeyPairInWorker(kind, note, { signal, onProgress }));
      if (!keys) return;
      setMade((previous) => ({ keys, type: kind, id: (previous?.id ?? 0) + 1 }));
      notify.success(TEXTS.generated);
    } catch (error) {
      notifyToolError(error, TEXTS.failedTitle);
    }
  };
  // An example is settings, and a key made with them on the spot (its own toast says so).
  const example = useExampleCycle(
    KEY_PAIR_EXAMPLES,
    (chosen) => {
      setType(chosen.type);
      setComment(chosen.comment);
      void generate(chosen.type, chosen.comment);
    },
    null,
  );

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <Panel>
        <div className="flex flex-col gap-4">
          <Select label={TEXTS.typeLabel} value={type} options={TYPE_OPTIONS} onChange={setType} />
          {KEY_TYPES[type].ssh && (
            <TextField
              label={TEXTS.commentLabel}
              value={comment}
              onChange={setComment}
              placeholder={TEXTS.commentPlaceholder}
              maxLength={MAX_COMMENT_CHARS}
            />
          )}
          <p className="text-sm text-slate-600 dark:text-slate-300">{TEXTS.note}</p>
          <div className="flex flex-wrap items-center gap-3">
            <Button mainAction onClick={() => void generate()} aria-busy={job.busy || undefined}>
              {TEXTS.generate}
            </Button>
            <Button
              variant="secondary"
              onClick={example.load}
              title={example.title}
              {...REVEALS_RESULT}
              disabled={job.busy}
            >
              {example.label}
            </Button>
            <div className="min-w-48 flex-1 empty:hidden">
              <JobStatus
                state={job.state}
                label={TEXTS.generating}
                onCancel={job.cancel}
                revealAfterMs={300}
                keepLine
              />
            </div>
          </div>
        </div>
      </Panel>
      <Panel>
        {made ? (
          <KeyTabs key={made.id} keys={made.keys} type={made.type} />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">{TEXTS.empty}</p>
        )}
      </Panel>
    </div>
  );
}
