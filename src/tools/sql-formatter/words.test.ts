import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../tests/unit/tool-errors';
import { DEFAULT_SQL_OPTIONS, formatSql, SQL_NESTING_LIMIT, type SqlDialect } from './core';
import '../../ui/words/nesting';
import './words';

const options = (dialect: SqlDialect = 'sql') => ({ ...DEFAULT_SQL_OPTIONS, dialect });

describe("the SQL formatter's words", () => {
  it('says the fault, its line and column, in our words', () => {
    const lexer = toolErrorOf(() => formatSql("SELECT a\nFROM t WHERE b = 'open", options('postgresql')));
    expect(lexer).toMatchObject({
      title: 'Invalid SQL syntax',
      description: `Unexpected "'open" at line 2, column 18.`,
    });
    const parser = toolErrorOf(() => formatSql('SELECT a FROM t WHERE (a = 1))', options('postgresql')));
    expect(parser.description).toBe('Unexpected ")" at line 1, column 30.');
    const end = toolErrorOf(() => formatSql('SELECT (a', options('sql')));
    expect(end.description).toBe('Unexpected end of input at line 1, column 10. Choosing the dialect may help.');
    const control = toolErrorOf(() => formatSql(`SELECT \u0000${'x'.repeat(100_000)}`, options('postgresql')));
    expect(control.description).toBe('Unexpected "\\u0000xxxxxxxxx" at line 1, column 8.');
  });

  it('asks for SQL, and says the nesting limit', () => {
    expect(() => formatSql(' \n', options())).toThrow('Please enter SQL to format');
    const nested = `SELECT ${'('.repeat(SQL_NESTING_LIMIT + 1)}1${')'.repeat(SQL_NESTING_LIMIT + 1)}`;
    expect(toolErrorOf(() => formatSql(nested, options())).title).toBe('Nested too deeply to format');
  });
});
