import { useCallback, useState } from 'react';
import { DEFAULT_RGB, convertRgb, parseRgbFunction } from '../../../core/tools/rgb-to-hex';
import { Panel } from '../../components/Panel';
import { SliderInput } from '../../components/SliderInput';
import type { ToolViewProps } from '../registry';
import { ColourDetails } from '../shared/ColourDetails';
import { useInitialInput } from '../shared/initialInput';

const CHANNELS = [
  { key: 'r', label: 'Red' },
  { key: 'g', label: 'Green' },
  { key: 'b', label: 'Blue' },
] as const;

export default function RgbToHex(_props: ToolViewProps) {
  const [rgb, setRgb] = useState<{ r: number; g: number; b: number }>({ ...DEFAULT_RGB });
  useInitialInput(useCallback((text: string) => setRgb((current) => parseRgbFunction(text) ?? current), []));
  const colour = convertRgb(rgb.r, rgb.g, rgb.b);

  return (
    <div className="flex flex-col gap-6">
      <Panel title="RGB components">
        {CHANNELS.map(({ key, label }) => (
          <SliderInput
            key={key}
            label={label}
            value={rgb[key]}
            min={0}
            max={255}
            blankValue={0}
            onChange={(value) => setRgb((current) => ({ ...current, [key]: value }))}
          />
        ))}
      </Panel>
      <Panel title="Result">
        <ColourDetails colour={colour} />
      </Panel>
    </div>
  );
}
