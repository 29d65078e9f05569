import { describe, expect, it } from 'vitest';
import { BASE64_TEXTS } from '../../core/tools/base64/messages';
import { EXIF_TEXTS } from '../../core/tools/exif-viewer/messages';
import { FILE_ID_TEXTS } from '../../core/tools/file-identifier/messages';
import { GZIP_MESSAGES } from '../../core/tools/gzip-tool/messages';
import { HASH_TEXTS } from '../../core/tools/hash-generator/messages';
import { HEX_TEXTS } from '../../core/tools/hex-viewer/messages';
import { IMAGE_TEXTS } from '../../core/tools/image-converter/messages';
import { CRYPT_PAGE } from '../../core/tools/text-encryption/messages';
import { ZIP_MESSAGES } from '../../core/tools/zip-viewer/messages';
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

  it("says 'Clear files' where a list of files goes at once", () => {
    expect([EXIF_TEXTS.clear, FILE_ID_TEXTS.clear]).toEqual(['Clear files', 'Clear files']);
  });

  it("keeps the image converter's 'Clear', which the spec names", () => {
    expect(IMAGE_TEXTS.clear).toBe('Clear');
  });
});
