import { Download } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { ToolError } from '../../core/shared/tool-error';
import { intBetween, isBoolean, oneOf } from '../../core/site/share-checks';
import {
  BARCODE_DEFAULTS,
  bwipFault,
  bwipOptions,
  contentFor,
  loadBwip,
  MARGIN,
  SCALE,
  SYMBOLOGIES,
  symbologyOf,
  type BarcodeOptions,
  type BwipOptions,
  type SymbologyId,
} from './core';
import { BARCODE_TEXTS as T } from './words';
import { Button } from '../../ui/components/Button';
import { downloadBlob } from '../../ui/components/download';
import { Panel } from '../../ui/components/Panel';
import { Select } from '../../ui/components/Select';
import { SliderInput } from '../../ui/components/SliderInput';
import { TextField } from '../../ui/components/TextField';
import { Toggle } from '../../ui/components/Toggle';
import { notifyToolError } from '../../ui/components/notifyToolError';
import { saidError } from '../../ui/components/said-error';
import { shareFieldsOf, useShareableState } from '../../ui/kit/shareable';
import { BarcodePreview, previewPng } from './BarcodePreview';

type Bwip = Awaited<ReturnType<typeof loadBwip>>;

const CHOICES = SYMBOLOGIES.map((s) => ({ value: s.id, label: s.name }));
const CHECKS = {
  symbology: oneOf(SYMBOLOGIES.map((s) => s.id)),
  scale: intBetween(SCALE.min, SCALE.max),
  margin: intBetween(MARGIN.min, MARGIN.max),
  showText: isBoolean,
};

/** Three examples, each a different point: an ISBN's check digit computed, a UPC-A checked, a URL in Data Matrix. */
const EXAMPLES: readonly { label: string; symbology: SymbologyId; text: string }[] = [
  { label: T.exampleIsbn, symbology: 'ean13', text: '978030640615' },
  { label: T.exampleUpc, symbology: 'upca', text: '036000291452' },
  { label: T.exampleDataMatrix, symbology: 'datamatrix', text: 'https://example.com/' },
];

function useContent(text: string, symbology: SymbologyId) {
  return useMemo(() => {
    if (!text) return { content: null, fault: null };
    try {
      return { content: contentFor(symbology, text), fault: null };
    } catch (error) {
      if (!(error instanceof ToolError)) throw error;
      return { content: null, fault: error };
    }
  }, [text, symbology]);
}

/** The symbol as SVG (what SVG saves), or bwip-js's refusal (a symbol too long for its largest size). */
function useSvg(bwip: Bwip | null, drawn: BwipOptions | null, options: BarcodeOptions) {
  return useMemo(() => {
    if (!bwip || !drawn) return null;
    try {
      return { svg: bwip.toSVG({ ...drawn }), fault: null };
    } catch (error) {
      return { svg: null, fault: bwipFault(error, options) };
    }
  }, [bwip, drawn, options]);
}

function CheckLine({ check, text }: { check: { digit: number; computed: boolean } | null; text: string }) {
  if (!check) return null;
  return (
    <p role="status" data-testid="barcode-check" className="text-sm text-emerald-800 dark:text-emerald-300">
      {check.computed ? T.checkComputed(check.digit, text) : T.checkValid(check.digit)}
    </p>
  );
}

/** Barcode generator: bwip-js (loaded on first use) draws the symbol; the content is checked before it is drawn. */
export default function BarcodeGenerator() {
  const [text, setText] = useState(EXAMPLES[0].text);
  const [options, setOptions] = useState<BarcodeOptions>(BARCODE_DEFAULTS);
  useShareableState({ input: text, setInput: setText, options: shareFieldsOf(options, setOptions, CHECKS) });
  const [bwip, setBwip] = useState<Bwip | null>(null);
  useEffect(() => {
    loadBwip().then(setBwip, (error: unknown) => notifyToolError(error, T.failed));
  }, []);
  const { content, fault } = useContent(text, options.symbology);
  const drawn = useMemo(() => (content ? bwipOptions(content, options) : null), [content, options]);
  const made = useSvg(bwip, drawn, options);
  const drawFault = made?.fault ?? null;
  const symbology = symbologyOf(options.symbology);
  const error = fault ?? drawFault;
  const ready = Boolean(bwip && drawn && !error);

  const download = (format: 'png' | 'svg') => {
    if (!bwip || !drawn || error) return notifyToolError(error ?? saidError(T.failed, T.enterContent));
    const name = `barcode-${symbology.id}`;
    if (format === 'svg')
      return downloadBlob(new Blob([bwip.toSVG({ ...drawn })], { type: 'image/svg+xml' }), `${name}.svg`);
    previewPng()
      .then((png) => downloadBlob(png, `${name}.png`))
      .catch((failure: unknown) => notifyToolError(failure, T.failed));
  };
  const set =
    <K extends keyof BarcodeOptions>(key: K) =>
    (value: BarcodeOptions[K]) =>
      setOptions((now) => ({ ...now, [key]: value }));

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Panel title={T.content}>
          <Select label={T.symbology} value={options.symbology} options={CHOICES} onChange={set('symbology')} />
          <TextField
            label={T.content}
            value={text}
            onChange={setText}
            placeholder={T.placeholder(symbology.example)}
            error={fault?.description}
            inputMode={symbology.twoD || ['code128', 'code39'].includes(symbology.id) ? undefined : 'numeric'}
          />
          <p className="text-xs text-slate-600 dark:text-slate-400">{T.hints[symbology.id]}</p>
          <CheckLine check={content?.check ?? null} text={content?.text ?? ''} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SliderInput
              label={T.scale}
              unit={T.scaleUnit}
              value={options.scale}
              min={SCALE.min}
              max={SCALE.max}
              onChange={set('scale')}
            />
            <SliderInput
              label={T.margin}
              unit={T.marginUnit}
              value={options.margin}
              min={MARGIN.min}
              max={MARGIN.max}
              onChange={set('margin')}
            />
          </div>
          {!symbology.twoD && <Toggle label={T.showText} checked={options.showText} onChange={set('showText')} />}
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-slate-600 dark:text-slate-300">{T.examples}:</span>
            {EXAMPLES.map((example) => (
              <Button
                key={example.label}
                variant="secondary"
                onClick={() => {
                  setOptions((now) => ({ ...now, symbology: example.symbology }));
                  setText(example.text);
                }}
              >
                {example.label}
              </Button>
            ))}
          </div>
          <p className="text-xs text-slate-500 dark:text-slate-400">{T.privacy}</p>
        </Panel>
        <Panel
          title={T.preview}
          actions={
            <>
              <Button onClick={() => download('png')} aria-disabled={!ready || undefined}>
                <Download aria-hidden className="size-4" /> {T.downloadPng}
              </Button>
              <Button variant="secondary" onClick={() => download('svg')} aria-disabled={!ready || undefined}>
                <Download aria-hidden className="size-4" /> {T.downloadSvg}
              </Button>
            </>
          }
        >
          {bwip && drawn && made?.svg && (
            <BarcodePreview bwip={bwip} drawn={drawn} label={`${symbology.name}: ${text}`} />
          )}
          {!bwip && <p className="text-sm text-slate-600 dark:text-slate-300">{T.loading}</p>}
          {!text && <p className="text-sm text-slate-600 dark:text-slate-300">{T.enterContent}</p>}
          {drawFault && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {drawFault.description}
            </p>
          )}
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Link
              href="/tools/qr-code-generator"
              className="rounded font-medium text-indigo-700 underline focus-ring dark:text-indigo-300"
            >
              {T.readerNote}
            </Link>
          </p>
        </Panel>
      </div>
    </div>
  );
}
