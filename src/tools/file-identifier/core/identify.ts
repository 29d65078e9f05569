/**
 * Identifies a file from as few bytes as it takes: file-type reads its magic numbers (the first 4100 bytes, or
 * what a format asks for), the project's own sniffing names what it misses (text and its kinds), and a bounded
 * sample (at most 1 MiB, see ./entropy) gives the entropy. A 4 GiB file costs the same as a 1 MiB one.
 */
import { fileTypeFromBlob } from 'file-type/core';
import { messageOf } from '../../../core/shared/tool-error';
import { sniffSignature, fileNameFor } from '../../../core/shared/file-type';
import { agreementOf, extensionOf, type Agreement } from './agreement';
import { byteHistogram, readEntropy, sampleRanges, shannonEntropy, type EntropyReading } from './entropy';
import { fault } from './faults';
import { sniffText } from './text-sniff';

/** A file no signature or sniffing names: empty, or bytes of no known kind (the view words them). */
export type UnnamedType = 'empty' | 'unknown';

export interface FileReport {
  name: string;
  size: number;
  /** What it is, in words ('PNG image', 'JSON'); when `by` is 'none', which of UnnamedType. */
  type: string;
  mime: string;
  /** The usual extension, without the dot; '' when none (empty or unknown data). */
  ext: string;
  /** How the type was found. */
  by: 'magic' | 'text' | 'none';
  /** The text's encoding, when it is text. */
  encoding?: string;
  /** The name's own extension, lower case; '' when none. */
  nameExt: string;
  agreement: Agreement;
  /** Shannon entropy in bits per byte over the sample. */
  entropy: number;
  entropyReading: EntropyReading;
  /** Bytes read for the entropy. */
  sampled: number;
}

interface Detected {
  type: string;
  mime: string;
  ext: string;
  extensions: readonly string[];
  by: FileReport['by'];
  encoding?: string;
}

const KIND_WORDS: Readonly<Record<string, string>> = { image: 'image', audio: 'audio', video: 'video', font: 'font' };

/** 'PNG image' from ('png', 'image/png'); 'GZ' from ('gz', 'application/gzip'). */
const typeLabel = (ext: string, mime: string) =>
  [ext.toUpperCase(), KIND_WORDS[mime.split('/')[0]]].filter(Boolean).join(' ');

async function readSample(file: Blob): Promise<Uint8Array[]> {
  return Promise.all(
    sampleRanges(file.size).map(async ([start, end]) => new Uint8Array(await file.slice(start, end).arrayBuffer())),
  );
}

/** file-type's answer; undefined when it knows none (it never stops the identification). */
async function magicType(file: Blob, signal?: AbortSignal) {
  try {
    return await fileTypeFromBlob(file);
  } catch (error) {
    signal?.throwIfAborted();
    if (error instanceof DOMException && error.name === 'NotReadableError') throw error;
    return undefined; // a parser that tripped on a malformed structure: fall back to the other sniffing
  }
}

/** The type from the magic numbers, then from the text, then from the project's own table, else unknown data. */
async function detect(file: Blob, head: Uint8Array, signal?: AbortSignal): Promise<Detected> {
  if (file.size === 0)
    return { type: 'empty' satisfies UnnamedType, mime: 'inode/x-empty', ext: '', extensions: [], by: 'none' };
  const text = sniffText(head, head.length === file.size);
  // A byte-order mark is a signature of its own: UTF-16's FF FE would otherwise pass for an MPEG frame.
  const magic = text?.encoding.endsWith('BOM') ? undefined : await magicType(file, signal);
  // file-type calls any <?xml file XML: the text sniffing tells SVG and XHTML apart.
  if (magic && magic.mime !== 'application/xml')
    return { type: typeLabel(magic.ext, magic.mime), mime: magic.mime, ext: magic.ext, extensions: [], by: 'magic' };
  if (text) {
    const { kind, encoding } = text;
    return { type: kind.label, mime: kind.mime, ext: kind.ext, extensions: kind.extensions, by: 'text', encoding };
  }
  const signed = sniffSignature(head);
  if (signed) {
    const ext = fileNameFor(signed).split('.').pop() ?? '';
    return { type: typeLabel(ext, signed), mime: signed, ext, extensions: [], by: 'magic' };
  }
  return {
    type: 'unknown' satisfies UnnamedType,
    mime: 'application/octet-stream',
    ext: '',
    extensions: [],
    by: 'none',
  };
}

/** The report on one file; rejects with a ToolError only when the browser cannot read it. */
export async function identifyFile(file: Blob, name: string, signal?: AbortSignal): Promise<FileReport> {
  let sample: Uint8Array[];
  let found: Detected;
  try {
    sample = await readSample(file);
    signal?.throwIfAborted();
    found = await detect(file, sample[0] ?? new Uint8Array(), signal);
  } catch (error) {
    signal?.throwIfAborted();
    throw fault('readFailed', { name, reason: messageOf(error) });
  }
  const entropy = shannonEntropy(byteHistogram(sample));
  const sampled = sample.reduce((n, s) => n + s.length, 0);
  const nameExt = extensionOf(name);
  return {
    name,
    size: file.size,
    type: found.type,
    mime: found.mime,
    ext: found.ext,
    by: found.by,
    ...(found.encoding ? { encoding: found.encoding } : {}),
    nameExt,
    agreement: agreementOf(nameExt, found.ext, found.extensions, found.by === 'text'),
    entropy: Math.round(entropy * 1000) / 1000,
    entropyReading: readEntropy(entropy, sampled),
    sampled,
  };
}
