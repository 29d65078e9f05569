import { useMemo } from 'react';
import { parseColour } from '../../core/shared/colour/css';
import { hexOf, ratioText, shown, suggestText, type WcagLevel } from './core';
import { CONTRAST_CHECKER_MESSAGES as WORDS } from './words';
import { Button } from '../../ui/components/Button';
import { notify } from '../../ui/notify';

interface Pair {
  text: string;
  background: string;
  suggestion: ReturnType<typeof suggestText>;
}

function pairOf(text: string | null, background: string, target: WcagLevel): Pair | null {
  if (text === null) return null;
  try {
    const [fg, bg] = [parseColour(text), parseColour(background)];
    // Drawn as measured: opaque, in sRGB (a colour outside it mapped in, as WCAG measures it).
    const drawn = shown(fg, bg);
    return { text: hexOf(drawn.text), background: hexOf(drawn.background), suggestion: suggestText(fg, bg, target) };
  } catch {
    return null;
  }
}

interface ContrastSampleProps {
  text: string | null;
  background: string;
  target: WcagLevel;
  setInput: (text: string) => void;
}

/**
 * Under the input: the two colours as text on its background, normal and large, and the suggested passing text
 * colour with a button that applies it.
 */
export function ContrastSample({ text, background, target, setInput }: ContrastSampleProps) {
  const pair = useMemo(() => pairOf(text, background, target), [text, background, target]);
  if (!pair) return null;
  const { suggestion } = pair;
  const apply = (hex: string) => {
    setInput(hex);
    notify.success(WORDS.suggested(hex));
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium text-slate-700 dark:text-slate-200">{WORDS.sample}</p>
      {/* The sample shows low contrast on purpose; inert keeps it out of the accessibility tree (the report says it all). */}
      <div
        inert
        data-testid="contrast-sample"
        className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
        style={{ backgroundColor: pair.background, color: pair.text }}
      >
        <p className="text-base">{WORDS.sampleNormal}</p>
        <p className="mt-2 text-2xl">{WORDS.sampleLarge}</p>
      </div>
      {suggestion !== null && suggestion !== 'passes' && (
        <div className="flex flex-wrap items-center gap-3">
          <span
            aria-hidden
            className="size-6 rounded border border-slate-300 dark:border-slate-600"
            style={{ backgroundColor: suggestion.hex }}
          />
          <span className="font-mono text-sm text-slate-800 dark:text-slate-100" data-testid="suggestion">
            {suggestion.hex} · {ratioText(suggestion.ratio)}
          </span>
          <Button variant="secondary" onClick={() => apply(suggestion.hex)}>
            {WORDS.suggestButton}
          </Button>
        </div>
      )}
    </div>
  );
}
