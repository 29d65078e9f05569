import { useState } from 'react';
import { CRYPT_DEFAULTS, type CryptOptions } from './core/options';
import { KitView } from '../../ui/kit/KitView';
import { textEncryption } from './declaration';
import { FileEncryption } from './FileEncryption';

/** Texts on the kit's screen; files below it, with the same key options (held here, shared by both). */
export default function TextEncryption() {
  const [options, setOptions] = useState<CryptOptions>(CRYPT_DEFAULTS);
  return (
    <div className="flex flex-col gap-6">
      <KitView declaration={textEncryption} options={{ value: options, onChange: setOptions }} />
      <FileEncryption options={options} />
    </div>
  );
}
