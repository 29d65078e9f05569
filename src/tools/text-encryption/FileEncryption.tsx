import { CRYPT_PAGE } from './words';
import type { CryptOptions } from './core/options';
import { cryptFileInWorker } from './in-worker';
import { FileJobPanel, type FileJobTexts } from '../../ui/components/FileJobPanel';

const ENCRYPTED_EXTENSION = '.dtenc';

/** The download's name: ".dtenc" added when encrypting, taken off when decrypting. */
const outputName = (name: string, direction: string) =>
  direction === 'encrypt'
    ? `${name}${ENCRYPTED_EXTENSION}`
    : name.endsWith(ENCRYPTED_EXTENSION)
      ? name.slice(0, -ENCRYPTED_EXTENSION.length)
      : `${name}.decrypted`;

const TEXTS: FileJobTexts = {
  heading: CRYPT_PAGE.fileHeading,
  hint: CRYPT_PAGE.fileHint,
  dropFile: CRYPT_PAGE.dropFile,
  clearFile: CRYPT_PAGE.clearFile,
  working: CRYPT_PAGE.working,
  done: CRYPT_PAGE.done,
  download: CRYPT_PAGE.download,
  ready: CRYPT_PAGE.ready,
};
const ACTIONS = [
  { id: 'encrypt', label: CRYPT_PAGE.encryptFile },
  { id: 'decrypt', label: CRYPT_PAGE.decryptFile },
];

/**
 * A file of any size encrypted or decrypted in the worker with the text's key options, offered as a download only
 * once every chunk passed (a failure offers nothing).
 */
export function FileEncryption({ options }: { options: CryptOptions }) {
  return (
    <FileJobPanel
      texts={TEXTS}
      actions={ACTIONS}
      run={(action, file, job) => cryptFileInWorker(action === 'decrypt' ? 'decrypt' : 'encrypt', file, options, job)}
      outputName={outputName}
    />
  );
}
