import { useCallback, useState } from 'react';
import { DEFAULT_RGB, convertRgb, parseRgbFunction } from './core';
import { RGB_TO_HEX_TEXTS } from './words';
import { Panel } from '../../ui/components/Panel';
import { SliderInput } from '../../ui/components/SliderInput';
import type { ToolViewProps } from '../../ui/tools/registry';
import { ColourDetails } from '../../ui/tools/shared/ColourDetails';
import { MoreFormatsLink } from '../../ui/tools/shared/MoreFormatsLink';
import { intBetween } from '../../core/site/share-checks';
import { shareFieldsOf, useShareableState } from '../../ui/kit/shareable';

const CHANNELS = [
  { key: 'r', label: RGB_TO_HEX_TEXTS.red },
  { key: 'g', label: RGB_TO_HEX_TEXTS.green },
  { key: 'b', label: RGB_TO_HEX_TEXTS.blue },
] as const;

export default function RgbToHex(_props: ToolViewProps) {
  const [rgb, setRgb] = useState<{ r: number; g: number; b: number }>({ ...DEFAULT_RGB });
  const channel = intBetween(0, 255);
  useShareableState({
    takeHandOff: useCallback((text: string) => setRgb((current) => parseRgbFunction(text) ?? current), []),
    options: shareFieldsOf(rgb, setRgb, { r: channel, g: channel, b: channel }),
  });
  const colour = convertRgb(rgb.r, rgb.g, rgb.b);

  return (
    <div className="flex flex-col gap-6">
      <Panel title={RGB_TO_HEX_TEXTS.componentsPanel}>
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
      <Panel title={RGB_TO_HEX_TEXTS.resultPanel}>
        <ColourDetails colour={colour} />
        <MoreFormatsLink lead={RGB_TO_HEX_TEXTS.moreFormats} name={RGB_TO_HEX_TEXTS.colourConverter} />
      </Panel>
    </div>
  );
}
