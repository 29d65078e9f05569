import { FORMATTER_POOL } from '../../workers/pool-presets';
import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'SQL Formatter',
  description: 'Format or minify SQL in eleven dialects, from PostgreSQL and MySQL to T-SQL and BigQuery.',
  category: 'formatting',
  icon: 'database',
  keywords: [
    'sql',
    'query',
    'postgres',
    'postgresql',
    'mysql',
    'sqlite',
    't-sql',
    'beautify',
    'pretty print',
    'minify sql',
    'sql format',
    'sql beautifier',
    'sql prettify',
    'format sql',
    'sql pretty print',
    'pg_format',
    'plsql',
    'sql server',
  ],
  worker: FORMATTER_POOL,
  handOffs: ['string-escaper', 'csv-json-converter', 'code-diff'],
} satisfies ToolEntry;
