import { KitOptionControls } from '../../ui/kit/KitOptionControls';
import { ENCODE_ACTION, base64TextEncoder } from './declaration';
import type { Base64Settings } from './settings';

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
