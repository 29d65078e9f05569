import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ToolError } from '../../../core/shared/tool-error';
import {
  DEFAULT_STYLE,
  GENERATE_FAILED,
  MARGIN,
  SIZE,
  qrMatrix,
  toSvg,
  type ErrorCorrection,
  type QrStyle,
} from '../../../core/tools/qr-code-generator';
import { Button } from '../../components/Button';
import { downloadBlob } from '../../components/download';
import { Panel } from '../../components/Panel';
import { Select, type SelectOption } from '../../components/Select';
import { SliderInput } from '../../components/SliderInput';
import { TextEditor } from '../../components/TextEditor';
import type { ToolViewProps } from '../registry';
import { notifyToolError } from '../shared/notifyToolError';
import { ColourField } from './ColourField';
import { QrPreview, canvasPng } from './QrPreview';
import { QrReader } from './QrReader';
import { intBetween, oneOf, textMatching } from '../../../core/site/share-checks';
import { shareField, shareFieldsOf, useShareableState } from '../shared/shareable';

const LEVELS: SelectOption<ErrorCorrection>[] = [
  { value: 'L', label: 'Low (7%)' },
  { value: 'M', label: 'Medium (15%)' },
  { value: 'Q', label: 'Quartile (25%)' },
  { value: 'H', label: 'High (30%)' },
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

  const download = (format: 'png' | 'svg') => {
    if (!matrix) return notifyToolError(error);
    if (format === 'svg')
      return downloadBlob(new Blob([toSvg(matrix, style)], { type: 'image/svg+xml' }), 'qrcode.svg');
    canvasPng()
      .then((png) => downloadBlob(png, 'qrcode.png'))
      .catch((error: unknown) => notifyToolError(error, GENERATE_FAILED));
  };

  return (
    <div className="flex flex-col gap-6">
      <Panel title="Create a QR code">
        <TextEditor
          label="URL or text"
          value={text}
          onChange={setText}
          rows={3}
          placeholder="https://example.com"
          error={tooLong}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SliderInput
            label="Size"
            unit="px"
            value={style.size}
            min={SIZE.min}
            max={SIZE.max}
            step={SIZE.step}
            onChange={(size) => setStyle({ ...style, size })}
          />
          <SliderInput
            label="Margin"
            unit="modules"
            value={style.margin}
            min={MARGIN.min}
            max={MARGIN.max}
            onChange={(margin) => setStyle({ ...style, margin })}
          />
          <Select label="Error correction" value={level} options={LEVELS} onChange={setLevel} />
          <div className="flex flex-col justify-end gap-2">
            <ColourField
              label="Foreground"
              value={style.foreground}
              onChange={(foreground) => setStyle({ ...style, foreground })}
            />
            <ColourField
              label="Background"
              value={style.background}
              onChange={(background) => setStyle({ ...style, background })}
            />
          </div>
        </div>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          The code is drawn in your browser: your text is not sent to any QR service.
        </p>
      </Panel>
      <Panel title="Preview">
        {matrix ? (
          <QrPreview matrix={matrix} style={style} text={text} />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {tooLong ? GENERATE_FAILED : 'Enter a URL or text to see its QR code.'}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => download('png')}>
            <Download aria-hidden className="size-4" /> Download PNG
          </Button>
          <Button variant="secondary" onClick={() => download('svg')}>
            <Download aria-hidden className="size-4" /> Download SVG
          </Button>
        </div>
      </Panel>
      <Panel title="Read a QR code">
        <QrReader />
      </Panel>
    </div>
  );
}
