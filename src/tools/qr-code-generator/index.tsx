import { Download, TriangleAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ToolError } from '../../core/shared/tool-error';
import {
  DEFAULT_STYLE,
  MARGIN,
  MIN_PIXELS_PER_MODULE,
  SIZE,
  pixelsPerModule,
  qrMatrix,
  readableFix,
  toSvg,
  type ErrorCorrection,
  type QrStyle,
} from '../qr/core';
import { GENERATE_FAILED, LEVEL_NAMES, QR_TEXTS } from '../qr/words';
import { Button } from '../../ui/components/Button';
import { downloadBlob } from '../../ui/components/download';
import { Panel } from '../../ui/components/Panel';
import { Select, type SelectOption } from '../../ui/components/Select';
import { SliderInput } from '../../ui/components/SliderInput';
import { TextEditor } from '../../ui/components/TextEditor';
import type { ToolViewProps } from '../../ui/tools/registry';
import { notifyToolError } from '../../ui/components/notifyToolError';
import { ColourField } from '../../ui/tools/shared/ColourField';
import { QrPreview, canvasPng } from '../qr/QrPreview';
import { QrReader } from './QrReader';
import { intBetween, oneOf, textMatching } from '../../core/site/share-checks';
import { shareField, shareFieldsOf, useShareableState } from '../../ui/kit/shareable';

const LEVELS: SelectOption<ErrorCorrection>[] = [
  { value: 'L', label: QR_TEXTS.levelLow },
  { value: 'M', label: QR_TEXTS.levelMedium },
  { value: 'Q', label: QR_TEXTS.levelQuartile },
  { value: 'H', label: QR_TEXTS.levelHigh },
];

const colour = textMatching(/^#[0-9a-f]{6}$/i);
const STYLE_CHECKS = {
  size: intBetween(SIZE.min, SIZE.max, SIZE.step),
  margin: intBetween(MARGIN.min, MARGIN.max),
  foreground: colour,
  background: colour,
};

function useMatrix(text: string, level: ErrorCorrection) {
  return useMemo(() => {
    try {
      return { matrix: qrMatrix(text, level), error: null };
    } catch (error) {
      if (!(error instanceof ToolError)) throw error;
      return { matrix: null, error };
    }
  }, [text, level]);
}

interface ReadabilityProps {
  text: string;
  level: ErrorCorrection;
  modules: number;
  style: QrStyle;
  onFix: (size: number, level: ErrorCorrection) => void;
}

/** A warning when the code's modules are too small for phones to read, with the size (and level) that makes them not. */
function ReadabilityWarning({ text, level, modules, style, onFix }: ReadabilityProps) {
  const perModule = pixelsPerModule(style.size, modules, style.margin);
  const small = perModule < MIN_PIXELS_PER_MODULE;
  const fix = useMemo(
    () => (small ? readableFix(text, level, modules, style.margin) : null),
    [small, text, level, modules, style.margin],
  );
  if (!small) return null;
  const label =
    fix &&
    (fix.level === level ? QR_TEXTS.sizeFix(fix.size) : QR_TEXTS.sizeAndLevelFix(fix.size, LEVEL_NAMES[fix.level]));
  return (
    <div role="status" data-testid="qr-too-small" className="flex flex-col items-start gap-2 text-sm">
      <p className="flex items-start gap-2 text-amber-800 dark:text-amber-200">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          {QR_TEXTS.moduleTooSmall(perModule.toFixed(1), MIN_PIXELS_PER_MODULE)}
          {!fix && ` ${QR_TEXTS.noSizeReadable(SIZE.max)}`}
        </span>
      </p>
      {fix && (
        <Button variant="secondary" onClick={() => onFix(fix.size, fix.level)}>
          {label}
        </Button>
      )}
    </div>
  );
}

export default function QrCodeGenerator(_props: ToolViewProps) {
  const [text, setText] = useState('');
  const [level, setLevel] = useState<ErrorCorrection>('M');
  const [style, setStyle] = useState<QrStyle>(DEFAULT_STYLE);
  useShareableState({
    input: text,
    setInput: setText,
    options: {
      level: shareField(level, setLevel, oneOf(LEVELS.map((l) => l.value))),
      ...shareFieldsOf(style, setStyle, STYLE_CHECKS),
    },
  });
  const { matrix, error } = useMatrix(text, level);
  const tooLong = error && text.trim() ? error.title : undefined;
  // Nothing to save without a code: the downloads are disabled, and a press says why (the spec's toast).
  const noCode = matrix ? undefined : true;

  const download = (format: 'png' | 'svg') => {
    if (!matrix) return notifyToolError(error);
    if (format === 'svg')
      return downloadBlob(new Blob([toSvg(matrix, style)], { type: 'image/svg+xml' }), 'qrcode.svg');
    canvasPng()
      .then((png) => downloadBlob(png, 'qrcode.png'))
      .catch((error: unknown) => notifyToolError(error, GENERATE_FAILED));
  };

  const downloads = (
    <>
      <Button onClick={() => download('png')} aria-disabled={noCode}>
        <Download aria-hidden className="size-4" /> {QR_TEXTS.downloadPng}
      </Button>
      <Button variant="secondary" onClick={() => download('svg')} aria-disabled={noCode}>
        <Download aria-hidden className="size-4" /> {QR_TEXTS.downloadSvg}
      </Button>
    </>
  );

  return (
    <div className="flex flex-col gap-6">
      {/* The code beside its options from 1024 px, Download in its card's header: all in the first screenful. */}
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Panel title={QR_TEXTS.createPanel}>
          <TextEditor
            label={QR_TEXTS.urlOrText}
            value={text}
            onChange={setText}
            rows={3}
            placeholder={QR_TEXTS.placeholder}
            error={tooLong}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SliderInput
              label={QR_TEXTS.size}
              unit={QR_TEXTS.pixels}
              value={style.size}
              min={SIZE.min}
              max={SIZE.max}
              step={SIZE.step}
              onChange={(size) => setStyle({ ...style, size })}
            />
            <SliderInput
              label={QR_TEXTS.margin}
              unit={QR_TEXTS.modules}
              value={style.margin}
              min={MARGIN.min}
              max={MARGIN.max}
              onChange={(margin) => setStyle({ ...style, margin })}
            />
            <Select label={QR_TEXTS.errorCorrection} value={level} options={LEVELS} onChange={setLevel} />
            <div className="flex flex-col justify-end gap-2">
              <ColourField
                label={QR_TEXTS.foreground}
                value={style.foreground}
                onChange={(foreground) => setStyle({ ...style, foreground })}
              />
              <ColourField
                label={QR_TEXTS.background}
                value={style.background}
                onChange={(background) => setStyle({ ...style, background })}
              />
            </div>
          </div>
          <p className="text-xs text-slate-500 dark:text-slate-400">{QR_TEXTS.privacy}</p>
        </Panel>
        <Panel title={QR_TEXTS.previewPanel} actions={downloads}>
          {matrix ? (
            <>
              <QrPreview matrix={matrix} style={style} text={text} />
              <ReadabilityWarning
                text={text}
                level={level}
                modules={matrix.size}
                style={style}
                onFix={(size, fixed) => {
                  setStyle({ ...style, size });
                  setLevel(fixed);
                }}
              />
            </>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="qr-refusal">
              {tooLong ? `${GENERATE_FAILED}. ${error.description ?? ''}` : QR_TEXTS.enterText}
            </p>
          )}
        </Panel>
      </div>
      <Panel title={QR_TEXTS.readPanel}>
        <QrReader />
      </Panel>
    </div>
  );
}
