/// <reference lib="webworker" />
/**
 * A worker that the CSV converter's worker starts for a large file: it converts pieces of whole records to JSON
 * (see core's csv-pieces) and hands the JSON back as UTF-8 bytes, moved rather than copied.
 */
import { PREVIEW_CHARS } from '../core/shared/text-result';
import { csvPieceToJson, type CsvPieceResult, type CsvPieceSetup } from '../core/tools/csv-json-converter/csv-pieces';
import { exposeTasks, transfer } from './expose';

/** A piece's result with its JSON encoded: its bytes, its length in characters and its start (the preview). */
export interface EncodedCsvPiece extends Omit<CsvPieceResult, 'json'> {
  json: Uint8Array<ArrayBuffer>;
  chars: number;
  head: string;
}

const encoder = new TextEncoder();

export const csvJsonPiecesTasks = {
  piece({ bytes, setup }: { bytes: Uint8Array; setup: CsvPieceSetup }): EncodedCsvPiece {
    const { json, ...counts } = csvPieceToJson(bytes, setup);
    const encoded = encoder.encode(json);
    const piece = { ...counts, json: encoded, chars: json.length, head: json.slice(0, PREVIEW_CHARS) };
    return transfer(piece, [encoded.buffer]);
  },
};

export type CsvJsonPiecesTasks = typeof csvJsonPiecesTasks;

exposeTasks(csvJsonPiecesTasks);
