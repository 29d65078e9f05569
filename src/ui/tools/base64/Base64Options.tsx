import { MIME_LINE_LENGTH, type EncodeOptions } from '../../../core/tools/base64';
import { Toggle } from '../../components/Toggle';

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

/** The encoder's output options, shared by its Text and File tabs. */
export function Base64Options({
  value,
  onChange,
}: {
  value: Base64Settings;
  onChange: (next: Base64Settings) => void;
}) {
  const set = (patch: Partial<Base64Settings>) => onChange({ ...value, ...patch });
  return (
    <div className="grid gap-x-12 gap-y-3 sm:grid-cols-3">
      <Toggle
        label="URL-safe"
        description="RFC 4648 §5: - and _ instead of + and /"
        checked={value.urlSafe}
        onChange={(urlSafe) => set({ urlSafe })}
      />
      <Toggle
        label="MIME line wrapping"
        description={`Lines of ${MIME_LINE_LENGTH} characters (RFC 2045)`}
        checked={value.mime}
        onChange={(mime) => set({ mime })}
      />
      <Toggle
        label="Padding"
        description="Trailing = to a multiple of 4"
        checked={value.padding}
        onChange={(padding) => set({ padding })}
      />
    </div>
  );
}
