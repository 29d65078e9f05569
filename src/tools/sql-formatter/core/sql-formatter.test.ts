import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { format } from 'sql-formatter';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { describe, expect, it } from 'vitest';
import { machineSql, SQL_CORPUS } from '../../../../tests/unit/sql-corpus';
import { ToolError } from '../../../core/shared/tool-error';
import { fault } from './faults';
import { DEFAULT_SQL_OPTIONS, formatSql, formatterConfig, minifySql, SQL_NESTING_LIMIT, type SqlDialect } from '.';
import { tokenizeSql } from './tokens';

const options = (dialect: SqlDialect = 'sql', more = {}) => ({ ...DEFAULT_SQL_OPTIONS, dialect, ...more });

/**
 * What a text says to sql-formatter: its tokens' types and texts, comments left out. A '-' that a comment kept from
 * its number ('- /* c *\/ 1') cannot stay apart once the comment goes (the tokenizer reads '- 1' as one negative
 * number, and SQL reads both alike), so the minus signs before a number, as operators or in it, count as its signs.
 */
function meaning(text: string, dialect: SqlDialect): string[] {
  const said: string[] = [];
  for (const { type, text: token } of tokenizeSql(text, dialect)) {
    if (type === 'LINE_COMMENT' || type === 'BLOCK_COMMENT') continue;
    if (type !== 'NUMBER') {
      said.push(`${type} ${token}`);
      continue;
    }
    // Signs before a number, as operators or in the number ('- - 1' is one NUMBER token, '-/**/-/**/1' three).
    let signs = token.match(/^(?:-\s*)*/)![0].replace(/\s/g, '');
    while (said.at(-1) === 'OPERATOR -') {
      said.pop();
      signs += '-';
    }
    said.push(`NUMBER ${signs}${token.replace(/^(?:-\s*)*/, '')}`);
  }
  return said;
}

/** The text with every comment replaced by a space: the same query, as if written without them. */
function withoutComments(text: string, dialect: SqlDialect): string {
  let out = text;
  for (const token of [...tokenizeSql(text, dialect)].reverse()) {
    if (token.type === 'LINE_COMMENT' || token.type === 'BLOCK_COMMENT')
      out = out.slice(0, token.start) + ' ' + out.slice(token.start + token.raw.length);
  }
  return out;
}

describe('formatSql', () => {
  it('formats with the options: keyword case, indent, lines between queries', () => {
    const text = 'select a, b from t where a = 1; select 2';
    expect(formatSql(text, options('sql', { keywordCase: 'upper', indent: '4', linesBetween: '2' }))).toBe(
      'SELECT\n    a,\n    b\nFROM\n    t\nWHERE\n    a = 1;\n\n\nSELECT\n    2',
    );
    expect(formatSql('SELECT a FROM t', options('sql', { keywordCase: 'lower', indent: 'tab' }))).toBe(
      'select\n\ta\nfrom\n\tt',
    );
    expect(formatSql('select 1;select 2', options('sql', { keywordCase: 'preserve', linesBetween: '0' }))).toBe(
      'select\n  1;\nselect\n  2',
    );
  });

  it('reads each dialect: [names] in T-SQL, backticks in MySQL, $$ bodies in PostgreSQL', () => {
    expect(formatSql('select [a  b] from t', options('transactsql'))).toBe('SELECT\n  [a  b]\nFROM\n  t');
    expect(formatSql('select `a  b` from t', options('mysql'))).toBe('SELECT\n  `a  b`\nFROM\n  t');
    expect(formatSql('select $$ a  b $$', options('postgresql'))).toBe('SELECT\n  $$ a  b $$');
  });

  it('is the package: the same output as sql-formatter in Node with the same options, on real SQL', () => {
    const choices = [
      { keywordCase: 'upper', indent: '2', linesBetween: '1' },
      { keywordCase: 'lower', indent: 'tab', linesBetween: '2' },
      { keywordCase: 'preserve', indent: '4', linesBetween: '0' },
    ] as const;
    for (const { dialect, text } of SQL_CORPUS)
      for (const choice of choices) {
        const ours = options(dialect, choice);
        expect(formatSql(text, ours), dialect).toBe(format(text, { language: dialect, ...formatterConfig(ours) }));
      }
  });

  it("is the package on the machine's PostgreSQL scripts (where PostgreSQL is installed)", () => {
    let compared = 0;
    for (const { path, text } of machineSql(60, 20_000)) {
      let expected: string;
      try {
        expected = format(text, { language: 'postgresql', keywordCase: 'upper' });
      } catch {
        expect(() => formatSql(text, options('postgresql')), path).toThrow(ToolError);
        continue;
      }
      expect(formatSql(text, options('postgresql')), path).toBe(expected);
      compared++;
    }
    expect(compared === 0 || compared >= 20).toBe(true);
  });

  it('gives the line and column of a fault, from the tokenizer and from the parser', () => {
    const lexer = toolErrorOf(() => formatSql("SELECT a\nFROM t WHERE b = 'open", options('postgresql')));
    expect(lexer).toMatchObject({
      code: 'sql-formatter.invalid',
      params: { problem: 'unexpected', token: "'open", line: 2, column: 18, standard: false },
      at: { line: 2, column: 18 },
    });
    const parser = toolErrorOf(() => formatSql('SELECT a FROM t WHERE (a = 1))', options('postgresql')));
    expect(parser).toMatchObject({ params: { problem: 'unexpected', token: ')' }, at: { line: 1, column: 30 } });
    const end = toolErrorOf(() => formatSql('SELECT (a', options('sql')));
    expect(end).toMatchObject({
      params: { problem: 'endOfInput', line: 1, column: 10, standard: true },
      at: { line: 1, column: 10 },
    });
  });

  it('quotes the input briefly, control characters escaped', () => {
    const error = toolErrorOf(() => formatSql(`SELECT \u0000${'x'.repeat(100_000)}`, options('postgresql')));
    expect(error.params).toMatchObject({ token: '\\u0000xxxxxxxxx' });
  });

  it('refuses blank input and nesting past its limit, and formats at the limit', () => {
    expect(
      fault.is(
        toolErrorOf(() => formatSql(' \n', options())),
        'emptyFormat',
      ),
    ).toBe(true);
    const nested = (depth: number) => `SELECT ${'('.repeat(depth)}1${')'.repeat(depth)}`;
    expect(formatSql(nested(SQL_NESTING_LIMIT), options())).toContain('1');
    const tooDeep = { code: 'nesting.tooDeep', params: { action: 'format', limit: SQL_NESTING_LIMIT } };
    expect(toolErrorOf(() => formatSql(nested(SQL_NESTING_LIMIT + 1), options()))).toMatchObject(tooDeep);
    const cases = (depth: number) => `SELECT ${'CASE WHEN a THEN '.repeat(depth)}1${' END'.repeat(depth)}`;
    expect(toolErrorOf(() => formatSql(cases(SQL_NESTING_LIMIT + 1), options()))).toMatchObject(tooDeep);
  });

  it('ends any text in a result or a ToolError', () => {
    const pieces = fc.constantFrom(
      'SELECT',
      ' ',
      'a',
      '(',
      ')',
      "'",
      '"',
      '`',
      '[',
      ']',
      '$$',
      '--',
      '/*',
      '*/',
      ';',
      ',',
      '\n',
      '=',
      '-',
      'END',
      'CASE',
    );
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 40 }),
        fc.constantFrom<SqlDialect>('sql', 'postgresql', 'mysql', 'transactsql'),
        (parts, dialect) => {
          for (const run of [formatSql, minifySql])
            try {
              run(parts.join(''), options(dialect));
            } catch (error) {
              expect(error).toBeInstanceOf(ToolError);
            }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('minifySql', () => {
  it('drops comments and collapses whitespace; strings and quoted names stay as written', () => {
    const text = 'SELECT  a ,\n  "x  y" -- note\nFROM t /* c */ WHERE s = \'a  --  b\' AND n > - 1\nORDER   BY a;';
    expect(minifySql(text, options('postgresql'))).toBe(
      `SELECT a,"x  y" FROM t WHERE s='a  --  b' AND n> - 1 ORDER BY a;`,
    );
    expect(minifySql('SELECT [a  b], `c  d` FROM t', options('sqlite'))).toBe('SELECT [a  b],`c  d` FROM t');
    expect(minifySql('SELECT $tag$ a  -- b $tag$ AS x', options('postgresql'))).toBe('SELECT $tag$ a  -- b $tag$ AS x');
  });

  it('keeps apart what would run together: two operators, two words', () => {
    expect(minifySql('SELECT a - -1, b/*x*/c FROM t', options('postgresql'))).toBe('SELECT a- -1,b c FROM t');
    expect(minifySql('SELECT a - /* c */ 1e3', options('sql'))).toBe('SELECT a- 1e3');
    expect(minifySql('SELECT a < - b', options('postgresql'))).toBe('SELECT a< -b');
  });

  it("keeps T-SQL's GO on a line of its own", () => {
    expect(minifySql('SELECT 1\nGO\n-- next\nSELECT 2', options('transactsql'))).toBe('SELECT 1\nGO\nSELECT 2');
  });

  it('changes no token: the same sequence as the input, and format(minify(x)) = format(x), on real SQL', () => {
    const texts = [
      ...SQL_CORPUS,
      ...machineSql(60, 20_000).map(({ text }) => ({ dialect: 'postgresql' as const, text })),
    ];
    for (const { dialect, text } of texts) {
      let expected: string;
      try {
        expected = formatSql(withoutComments(text, dialect), options(dialect));
      } catch {
        continue; // past sql-formatter's grammar (3 of PostgreSQL's scripts)
      }
      const minified = minifySql(text, options(dialect));
      expect(meaning(minified, dialect)).toEqual(meaning(text, dialect));
      expect(formatSql(minified, options(dialect))).toBe(expected);
    }
  });

  it('changes no token, on random SQL-like text in every dialect', () => {
    const token = fc.constantFrom(
      'SELECT',
      'FROM',
      'WHERE',
      'ORDER BY',
      'AND',
      'a',
      'b1',
      '_x',
      '1',
      '2.5',
      '1e3',
      "'a  b'",
      "'it''s'",
      "'-- no'",
      "'/* no */'",
      '"x  y"',
      '`m  n`',
      '[p  q]',
      '$$ d  e $$',
      '$t$ f $t$',
      '=',
      '<>',
      '<',
      '>',
      '-',
      '+',
      '*',
      '/',
      '||',
      '::',
      '.',
      ',',
      ';',
      '(',
      ')',
      '@v',
      ':p',
      '?',
      '#',
      'E',
      "E'z'",
      'N',
      "N'w'",
    );
    const gap = fc.constantFrom('', ' ', '  ', '\n', '\t', ' -- c\n', '/* c */', ' /* c */ ');
    const dialect = fc.constantFrom<SqlDialect>(
      'sql',
      'postgresql',
      'mysql',
      'mariadb',
      'sqlite',
      'transactsql',
      'bigquery',
      'snowflake',
      'plsql',
      'redshift',
      'spark',
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(token, gap), { maxLength: 30 }), dialect, (pairs, dialect) => {
        const text = pairs.map(([t, g]) => t + g).join('');
        let before: string[];
        try {
          before = meaning(text, dialect);
        } catch {
          return; // the tokenizer refuses it; so does minify
        }
        if (before.length === 0) return;
        expect(meaning(minifySql(text, options(dialect)), dialect)).toEqual(before);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives an SQLite script that SQLite runs to the same result (sqlite3)', () => {
    const script = `-- a small shop
CREATE TABLE "line  items" ([order id] INTEGER, sku TEXT, qty INTEGER CHECK (qty > 0), note TEXT);
CREATE TABLE \`log\` (msg TEXT);
CREATE TRIGGER keep_log AFTER INSERT ON "line  items"
BEGIN
  INSERT INTO \`log\` VALUES ('added ' || NEW.sku || ' -- /* not a comment */');
END;
INSERT INTO "line  items" VALUES (1, 'A-1', 2, 'two  spaces'), (1, 'B''2', 1, NULL), (2, 'C', 5, '  lead');
/* the report */
SELECT [order id], group_concat(sku, ' | '), sum(qty) - -1 AS plus_one FROM "line  items"
  GROUP   BY [order id]
  ORDER BY [order id];
SELECT msg FROM \`log\` ORDER BY rowid;
SELECT note, length(note) FROM "line  items" WHERE note IS NOT NULL ORDER BY 1;
WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 5) SELECT sum(x), 7 % 3, 2 * -3 FROM n;`;
    const run = (sql: string) => execFileSync('sqlite3', [':memory:'], { input: sql, encoding: 'utf8' });
    const minified = minifySql(script, options('sqlite'));
    expect(minified).not.toContain('\n');
    expect(minified).not.toContain('a small shop');
    expect(run(minified)).toBe(run(script));
    expect(run(script)).toContain("added B'2 -- /* not a comment */");
  });
});
