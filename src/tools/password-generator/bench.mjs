// The bench's cases for this tool; the driver is bench/drivers/generators.mjs.
import { bulkCase } from '../../../bench/drivers/generators.mjs';

export const cases = [bulkCase('100,000 passwords to a .txt', 'passwords', 100_000)];
