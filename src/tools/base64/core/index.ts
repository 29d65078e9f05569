export { fault, type Base64Faults, type Base64Place } from './faults';
export {
  Base64Encoder,
  MIME_LINE_BREAK,
  MIME_LINE_LENGTH,
  dataUrlPrefix,
  encodeBytes,
  encodeText,
  BASE64_WORKER_FROM_CHARS,
  utf8Bytes,
  type EncodeOptions,
} from './encode';
export { Base64Decoder, concatBytes, decodeBytes, utf8OrNull } from './decode';
export { decodePayload, locatePayload, percentDecodeBytes, type Base64Source, type DecodedPayload } from './data-url';
export { fileNameFor, isPreviewableImage, sniffMimeType, sniffSignature } from '../../../core/shared/file-type';
export { TEXT_LIMIT_BYTES, AsciiCollector } from './output';
export {
  PayloadDecoder,
  decodeStream,
  decodeWhole,
  describeDecoded,
  encodeChunk,
  encodeShare,
  encodeStream,
  joinShares,
  wholeLineBytes,
  type DecodedFile,
  type EncodedShare,
  type FileEncoding,
} from './stream';
