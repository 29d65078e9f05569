import { MIME_LINE_LENGTH, type EncodeOptions } from './core';
import { KitOptionControls } from '../../ui/kit/KitOptionControls';
import { ENCODE_ACTION, base64TextEncoder } from './declaration';

export interface Base64Settings {
  urlSafe: boolean;
  mime: boolean;
  padding: boolean;
}

export const DEFAULT_SETTINGS: Base64Settings = { urlSafe: false, mime: false, padding: true };

export const toEncodeOptions = (s: Base64Settings): EncodeOptions => ({
  urlSafe: s.urlSafe,
  padding: s.padding,
  lineLength: s.mime ? MIME_LINE_LENGTH : 0,
});

/** The encoder's output options, shared by its Text and File tabs (declared once, in the Text tab's declaration). */
export function Base64Options({
  value,
  onChange,
}: {
  value: Base64Settings;
  onChange: (next: Base64Settings) => void;
}) {
  return (
    <div className="grid gap-x-12 gap-y-3 sm:grid-cols-3">
      <KitOptionControls
        fields={base64TextEncoder.options}
        options={value}
        onChange={onChange}
        action={ENCODE_ACTION}
      />
    </div>
  );
}
