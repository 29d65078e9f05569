import { describe, expect, it } from 'vitest';
import { BASE64_TEXTS } from '../../tools/base64/words';
import { GZIP_MESSAGES } from '../../tools/gzip-tool/words';
import { HASH_TEXTS } from '../../tools/hash-generator/words';
import { HEX_TEXTS } from '../../tools/hex-viewer/core/messages';
import { CRYPT_PAGE } from '../../tools/text-encryption/words';
import { ZIP_MESSAGES } from '../../tools/zip-viewer/core/messages';
import { COMPONENT_TEXTS } from '../components/messages';
import { KIT_MESSAGES } from '../kit/messages';

/** Issue 53: one word for putting a loaded file away, in every file tool ('Close', 'Close file', 'Remove file' before). */
describe('the button that unloads a file', () => {
  it("says the kit's 'Clear file' in every tool that holds one file", () => {
    const words = [
      BASE64_TEXTS.removeFile,
      GZIP_MESSAGES.file.clearFile,
      HASH_TEXTS.clearFile,
      HEX_TEXTS.close,
      CRYPT_PAGE.clearFile,
      ZIP_MESSAGES.clear,
    ];
    expect(new Set(words)).toEqual(new Set([KIT_MESSAGES.clearFile]));
    expect(KIT_MESSAGES.clearFile).toBe('Clear file');
  });

  it("is the file chip's word too, and 'Clear files' where several files go at once", () => {
    expect([COMPONENT_TEXTS.clearFile, COMPONENT_TEXTS.clearFiles]).toEqual([KIT_MESSAGES.clearFile, 'Clear files']);
  });
});
