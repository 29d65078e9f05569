/// <reference lib="webworker" />
/**
 * Worker tasks of the CSV ⇄ JSON converter. CSV → JSON reads a slice at a time, typed text as its slices arrive and a
 * file of any size as it is read (strict UTF-8), and gathers the JSON into a Blob as it goes, so memory stays flat;
 * JSON → CSV reads the whole JSON (JSON.parse needs it), from text or a file up to JSON_FILE_LIMIT.
 */
import { formatBytes } from '../../core/shared/format';
import { PREVIEW_CHARS, textResult, TextResultBuilder } from '../../core/shared/text-result';
import { ToolError } from '../../core/shared/tool-error';
import { Utf8Stream } from '../../core/shared/utf8';
import { converterFault } from '../../core/shared/json-converter-faults';
import { CSV_ACTIONS, CSV_IDS, CSV_MESSAGES, csvToJsonStream, type CsvConverted, type CsvOptions } from './core';
import { readChunks } from '../../workers/chunks';
import { csvFileByPieces, type CsvOutcome } from './csv-json-converter.pieces';
import type { TaskContext } from '../../workers/protocol';
import { nextTurn, SLICE_MS } from '../../workers/steps';
import { receiveText, type TextSource } from '../../workers/text-task';

/** The largest JSON file JSON → CSV reads (it holds the text and its parsed value at once). */
const JSON_FILE_LIMIT = 512 * 1024 ** 2;

const outcomeOf = ({ output, note }: CsvConverted): CsvOutcome => ({
  output: output.length > PREVIEW_CHARS ? textResult(output) : output,
  ...(note && { note }),
});

/** CSV → JSON over slices of text; `progress` is told after each one. */
async function csvFromSlices(
  slices: AsyncIterable<string>,
  options: CsvOptions,
  ctx: TaskContext,
  progress: (slice: string) => void,
): Promise<CsvOutcome> {
  const stream = csvToJsonStream(options);
  const json = new TextResultBuilder();
  let blank = true;
  let sliceStart = performance.now();
  for await (const slice of slices) {
    blank &&= slice.trim() === '';
    json.add(stream.push(slice));
    progress(slice);
    // A file's chunks arrive as promises that settle at once: without a turn the pool's pings and Cancel wait.
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
    ctx.signal.throwIfAborted();
  }
  if (blank) throw converterFault('blank', { format: 'CSV' });
  json.add(stream.push('', true));
  json.add(stream.end());
  const note = stream.note();
  const result = json.result();
  return { output: result.length > PREVIEW_CHARS ? result : result.preview, ...(note && { note }) };
}

/** A file's text, a chunk at a time, refused at its first byte that is not UTF-8. */
async function* fileText(file: Blob, ctx: TaskContext): AsyncGenerator<string> {
  const reader = file.stream().getReader();
  const utf8 = new Utf8Stream();
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    const text = utf8.decode(value ?? new Uint8Array(0), done);
    if (typeof text !== 'string') {
      await reader.cancel();
      throw new ToolError(CSV_MESSAGES.invalidTitle, CSV_MESSAGES.invalidUtf8(text.invalidAt));
    }
    if (text) yield text;
    if (done) return;
    read += value.length;
    ctx.progress(read, file.size);
  }
}

async function jsonFileText(file: Blob): Promise<string> {
  if (file.size > JSON_FILE_LIMIT)
    throw new ToolError(CSV_MESSAGES.tooLargeTitle, CSV_MESSAGES.jsonFileTooLarge(formatBytes(JSON_FILE_LIMIT)));
  const text = new Utf8Stream().decode(new Uint8Array(await file.arrayBuffer()), true);
  if (typeof text !== 'string') throw new ToolError('Invalid JSON', CSV_MESSAGES.invalidUtf8(text.invalidAt));
  return text;
}

export const csvJsonConverterTasks = {
  async run(input: TextSource & { action: string; options: CsvOptions }, ctx: TaskContext): Promise<CsvOutcome> {
    const { action, options } = input;
    if (action !== CSV_IDS.toJson) return outcomeOf(CSV_ACTIONS[action](await receiveText(input, ctx), options));
    let received = 0;
    return csvFromSlices(readChunks<string>(input.source, ctx.signal), options, ctx, (slice) => {
      received += slice.length;
      ctx.progress(received, input.chars);
    });
  },
  async runFile(input: { action: string; file: Blob; options: CsvOptions }, ctx: TaskContext): Promise<CsvOutcome> {
    const { action, file, options } = input;
    if (action !== CSV_IDS.toJson) return outcomeOf(CSV_ACTIONS[action](await jsonFileText(file), options));
    const byPieces = await csvFileByPieces(file, options, ctx);
    return byPieces ?? csvFromSlices(fileText(file, ctx), options, ctx, () => {});
  },
};

export type CsvJsonConverterTasks = typeof csvJsonConverterTasks;

export default csvJsonConverterTasks;
