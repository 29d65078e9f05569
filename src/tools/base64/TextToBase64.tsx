import type { Dispatch, SetStateAction } from 'react';
import { KitView } from '../../ui/kit/KitView';
import type { Base64Settings } from './settings';
import { base64TextEncoder } from './declaration';

interface TextToBase64Props {
  settings: Base64Settings;
  onSettings: Dispatch<SetStateAction<Base64Settings>>;
}

/** The Text tab: the kit's screen, with the options the File tab shares. */
export function TextToBase64({ settings, onSettings }: TextToBase64Props) {
  return <KitView declaration={base64TextEncoder} options={{ value: settings, onChange: onSettings }} />;
}
