import { useMemo, useState } from 'react';
import { ALGORITHMS, SPEC_ALGORITHM_IDS, type AlgorithmId } from './core/algorithms';
import { OUTPUT_FORMAT_IDS, formatDigest, matchDigest, type OutputFormat } from './core/format';
import { verifyMessage } from './verdict';
import { Panel } from '../../ui/components/Panel';
import type { ToolViewProps } from '../../ui/tools/registry';
import { FileToHash, TextToHash } from './input';
import { AlgorithmChoice, FormatAndVerify, HmacOption } from './options';
import { DigestTabs, HashStatus } from './results';
import { TOOL_RESULT } from '../../ui/components/reveal';
import { useHashes } from './useHashes';
import { isBoolean, oneOf, subsetOf } from '../../core/site/share-checks';
import { HASH_TEXTS } from './words';
import { shareField, useShareableState } from '../../ui/kit/shareable';

export default function HashGenerator({ tool }: ToolViewProps) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [selected, setSelected] = useState<readonly AlgorithmId[]>(SPEC_ALGORITHM_IDS);
  const [format, setFormat] = useState<OutputFormat>('hex');
  const [hmacOn, setHmacOn] = useState(false);
  const [hmacKey, setHmacKey] = useState('');
  const [verify, setVerify] = useState('');
  const [tab, setTab] = useState(0);
  // A file never goes into a link, and the HMAC key never does: it is a secret wherever it would appear.
  useShareableState({
    input: file ? undefined : text,
    setInput: setText,
    options: {
      algorithms: shareField(selected, setSelected, subsetOf(ALGORITHMS.map((a) => a.id))),
      format: shareField(format, setFormat, oneOf(OUTPUT_FORMAT_IDS)),
      hmac: shareField(hmacOn, setHmacOn, isBoolean),
    },
    secrets: [hmacKey],
  });

  // With HMAC on, only algorithms that define it run; the rest stay ticked for later.
  const algorithms = useMemo(
    () => ALGORITHMS.filter((a) => selected.includes(a.id) && (!hmacOn || a.hmac)).map((a) => a.id),
    [selected, hmacOn],
  );
  const { result, state, cancel, retry } = useHashes({ text, file, algorithms, hmacKey: hmacOn ? hmacKey : undefined });

  const keyed = result?.keyed ?? false;
  const valueOf = (id: AlgorithmId) => {
    const digest = result?.digests[id];
    return digest ? formatDigest(digest, format) : '';
  };
  const shown = result ? algorithms.filter((id) => result.digests[id]) : algorithms;
  const verdict = verify.trim() && result ? verifyMessage(matchDigest(verify, result.digests, shown), keyed) : '';
  const toggle = (id: AlgorithmId, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((x) => x !== id)));

  return (
    // The kit's layout: the input, then its options, with the result beside them from 1024 px (below on a phone).
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <div className="flex flex-col gap-6">
        <Panel title={HASH_TEXTS.inputPanel}>
          <TextToHash text={text} onChange={setText} disabled={file !== null} />
          <FileToHash file={file} onFile={setFile} />
        </Panel>

        <Panel title={HASH_TEXTS.optionsPanel}>
          <AlgorithmChoice selected={selected} running={algorithms} hmacOn={hmacOn} onToggle={toggle} />
          <FormatAndVerify
            format={format}
            onFormat={setFormat}
            verify={verify}
            onVerify={setVerify}
            verdict={verdict}
          />
          <HmacOption
            on={hmacOn}
            onSwitch={setHmacOn}
            hmacKey={hmacKey}
            onKey={setHmacKey}
            anyKeyed={algorithms.length > 0}
          />
        </Panel>
      </div>

      <div {...TOOL_RESULT} className="scroll-mt-20">
        <Panel title={file ? HASH_TEXTS.hashesOf(file.name) : HASH_TEXTS.hashes}>
          <HashStatus state={state} result={result} onCancel={file ? cancel : undefined} onRetry={retry} />
          <DigestTabs
            name={tool.name}
            algorithms={algorithms}
            hmacOn={hmacOn}
            keyed={keyed}
            valueOf={valueOf}
            engineOf={(id) => result?.engines[id]}
            tab={tab}
            onTab={setTab}
          />
        </Panel>
      </div>
    </div>
  );
}
