import { useCallback, useEffect, useRef, useState } from 'react';
import { isBoolean } from '../../core/site/share-checks';
import { BOTH_REQUIRED, CODE_DIFF_TEXTS, EXAMPLES_LOADED } from './core';
import { warmUpDiffInWorker } from './in-worker';
import { Button } from '../../ui/components/Button';
import { JobStatus } from '../../ui/components/JobStatus';
import { Panel } from '../../ui/components/Panel';
import { revealIfBelowFold } from '../../ui/components/reveal';
import { Toggle } from '../../ui/components/Toggle';
import { notify } from '../../ui/notify';
import { OutOfDate } from '../../ui/components/OutOfDate';
import { shareField, useShareableState, type ShareableText } from '../../ui/kit/shareable';
import type { ToolViewProps } from '../../ui/tools/registry';
import { DiffResult } from './DiffResult';
import { EXAMPLE_NEW, EXAMPLE_ORIGINAL } from './examples';
import { SideInput, type Side } from './SideInput';
import { useCodeDiff, type DiffRequest } from './useCodeDiff';

/** Whether the result shown was made from exactly this input. */
const sameRequest = (a: DiffRequest, b: DiffRequest) =>
  a.oldText === b.oldText &&
  a.newText === b.newText &&
  a.options.ignoreWhitespace === b.options.ignoreWhitespace &&
  a.options.ignoreCase === b.options.ignoreCase &&
  a.fromFile.every((file, side) => file === b.fromFile[side]);

/** The diff of the two sides: the patch names each side's file, else the other side's, else 'code'. */
function requestOf(original: Side, changed: Side, options: DiffRequest['options']): DiffRequest {
  const oldName = original.fileName ?? changed.fileName ?? 'code';
  const newName = changed.fileName ?? oldName;
  const fromFile = [original.fileName !== undefined, changed.fileName !== undefined] as const;
  return { oldText: original.text, newText: changed.text, options, fromFile, oldName, newName };
}

/** The pause after an edit before a diff as you type, so a burst of keys makes one diff. */
const LIVE_DIFF_DELAY_MS = 300;
/**
 * Up to this many characters on both sides together the diff runs as you type: a few milliseconds in the worker
 * (100,000 lines take about 0.23 s, see bench/), so a run never lags behind the keys.
 */
const LIVE_DIFF_CHARS = 200_000;

const diffsAsYouType = (oldText: string, newText: string) =>
  oldText.trim() !== '' && newText.trim() !== '' && oldText.length + newText.length <= LIVE_DIFF_CHARS;

/** A side as a link carries it: pasted text only, never a file's. */
const sharedSide = (side: Side, set: (side: Side) => void): ShareableText => ({
  value: side.fileName === undefined ? side.text : undefined,
  set: (text) => set({ text }),
});

export default function CodeDiff(_props: ToolViewProps) {
  const [original, setOriginal] = useState<Side>({ text: '' });
  const [changed, setChanged] = useState<Side>({ text: '' });
  const [ignoreWhitespace, setIgnoreWhitespace] = useState(false);
  const [ignoreCase, setIgnoreCase] = useState(false);
  const { result, generate, generateLive, cancel, state } = useCodeDiff();
  useShareableState({
    texts: { original: sharedSide(original, setOriginal), modified: sharedSide(changed, setChanged) },
    options: {
      ignoreWhitespace: shareField(ignoreWhitespace, setIgnoreWhitespace, isBoolean),
      ignoreCase: shareField(ignoreCase, setIgnoreCase, isBoolean),
    },
  });
  // A diff is what this page is for: start its worker and warm its code while the visitor brings the texts,
  // and again once input begins (the pool closes a worker left idle for a while; warming a warm one is free).
  const started = original.text !== '' || changed.text !== '';
  useEffect(() => {
    warmUpDiffInWorker();
  }, [started]);

  // A diff from Generate Diff is brought into view when it lands below the fold (one made as you type is not).
  const resultRef = useRef<HTMLDivElement>(null);
  const revealed = result !== null && !result.live ? result.id : null;
  useEffect(() => {
    if (revealed !== null) revealIfBelowFold(resultRef.current);
  }, [revealed]);
  // Short texts are compared as you type, a moment after the last edit, quietly; longer ones wait for the button.
  // Generate Diff cancels a comparison still waiting: landing after it, it would reset the change being viewed.
  const liveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!diffsAsYouType(original.text, changed.text)) return;
    liveTimer.current = setTimeout(
      () => generateLive(requestOf(original, changed, { ignoreWhitespace, ignoreCase })),
      LIVE_DIFF_DELAY_MS,
    );
    return () => clearTimeout(liveTimer.current);
  }, [original, changed, ignoreWhitespace, ignoreCase, generateLive]);

  const request = requestOf(original, changed, { ignoreWhitespace, ignoreCase });
  // The same function until the input changes, so the sides (memoised) skip the renders a running diff causes.
  const onGenerate = useCallback(() => {
    clearTimeout(liveTimer.current);
    if (!original.text.trim() || !changed.text.trim()) {
      notify.error(BOTH_REQUIRED);
      return;
    }
    generate(requestOf(original, changed, { ignoreWhitespace, ignoreCase }));
  }, [original, changed, ignoreWhitespace, ignoreCase, generate]);
  const loadExamples = () => {
    setOriginal({ text: EXAMPLE_ORIGINAL });
    setChanged({ text: EXAMPLE_NEW });
    notify.success(EXAMPLES_LOADED);
  };

  return (
    <div className="flex flex-col gap-6">
      <Panel
        title={CODE_DIFF_TEXTS.codePanel}
        actions={
          <Button variant="secondary" onClick={loadExamples}>
            {CODE_DIFF_TEXTS.loadExamples}
          </Button>
        }
      >
        <div className="grid gap-4 lg:grid-cols-2">
          <SideInput
            label={CODE_DIFF_TEXTS.originalCode}
            which="original"
            side={original}
            onChange={setOriginal}
            placeholder={CODE_DIFF_TEXTS.originalPlaceholder}
          />
          <SideInput
            label={CODE_DIFF_TEXTS.newCode}
            which="new"
            side={changed}
            onChange={setChanged}
            placeholder={CODE_DIFF_TEXTS.newPlaceholder}
          />
        </div>
        <div className="flex flex-wrap items-center gap-6">
          <div className="w-56">
            <Toggle
              label={CODE_DIFF_TEXTS.ignoreWhitespace}
              checked={ignoreWhitespace}
              onChange={setIgnoreWhitespace}
            />
          </div>
          <div className="w-48">
            <Toggle label={CODE_DIFF_TEXTS.ignoreCase} checked={ignoreCase} onChange={setIgnoreCase} />
          </div>
          <Button mainAction onClick={onGenerate} disabled={!original.text && !changed.text}>
            {CODE_DIFF_TEXTS.generateDiff}
          </Button>
        </div>
        <JobStatus
          state={state}
          label={CODE_DIFF_TEXTS.comparing}
          onCancel={cancel}
          cancelLabel={CODE_DIFF_TEXTS.cancelDiff}
          revealAfterMs={300}
          keepLine
          testId="diff-status"
          doneText={state.status === 'done' ? CODE_DIFF_TEXTS.comparedIn(state.seconds.toFixed(2)) : undefined}
        />
      </Panel>
      {result && (
        <div ref={resultRef} className="scroll-mt-20">
          <Panel title={CODE_DIFF_TEXTS.diffPanel}>
            <OutOfDate show={!sameRequest(result.request, request)} action={CODE_DIFF_TEXTS.generateDiff} />
            <DiffResult key={result.id} result={result} />
          </Panel>
        </div>
      )}
    </div>
  );
}
