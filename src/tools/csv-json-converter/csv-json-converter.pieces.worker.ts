/// <reference lib="webworker" />
/**
 * A worker that the CSV converter's worker starts for a large file: it converts pieces of whole records to JSON
 * (see core's csv-pieces) and hands the JSON back as UTF-8 bytes, moved rather than copied.
 */
import { csvPieceToBytes, type CsvPieceBytes, type CsvPieceSetup } from './core/csv-pieces';
import { exposeTasks, transfer } from '../../workers/expose';

export const csvJsonPiecesTasks = {
  piece({ bytes, setup }: { bytes: Uint8Array; setup: CsvPieceSetup }): CsvPieceBytes {
    const piece = csvPieceToBytes(bytes, setup);
    return transfer(piece, [piece.json.buffer]);
  },
};

export type CsvJsonPiecesTasks = typeof csvJsonPiecesTasks;

exposeTasks(csvJsonPiecesTasks);
