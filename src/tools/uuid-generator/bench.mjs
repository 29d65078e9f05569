// The bench's cases for this tool; the driver is bench/drivers/generators.mjs.
import { bulkCase } from '../../../bench/drivers/generators.mjs';

export const cases = [bulkCase('1,000,000 UUIDs to a .txt', 'uuids', 1_000_000)];
