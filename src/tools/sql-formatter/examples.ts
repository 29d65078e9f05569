import type { SqlOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

/** Load Example's examples, each also a unit test and a browser test (sql-formatter's output; our minifier's). */
export const EXAMPLES: readonly KitExample<SqlOptions>[] = [
  {
    name: 'Standard SQL on one line',
    input:
      "select u.id, u.name, count(o.id) as order_count from users u left join orders o on o.user_id = u.id where u.active = true and o.created_at >= '2024-01-01' group by u.id, u.name having count(o.id) > 5 order by order_count desc limit 10;",
    expect: {
      output:
        "SELECT\n  u.id,\n  u.name,\n  count(o.id) AS order_count\nFROM\n  users u\n  LEFT JOIN orders o ON o.user_id = u.id\nWHERE\n  u.active = TRUE\n  AND o.created_at >= '2024-01-01'\nGROUP BY\n  u.id,\n  u.name\nHAVING\n  count(o.id) > 5\nORDER BY\n  order_count DESC\nLIMIT\n  10;",
    },
  },
  {
    name: 'PostgreSQL function, 4 spaces',
    input:
      'create or replace function touch_updated_at() returns trigger as $$\nbegin\n  new.updated_at := now();\n  return new;\nend;\n$$ language plpgsql;\nselect id, payload->>\'email\' as email from events where payload @> \'{"kind": "signup"}\'::jsonb;',
    options: { dialect: 'postgresql', indent: '4' },
    expect: {
      output:
        'CREATE OR REPLACE FUNCTION touch_updated_at () returns trigger AS $$\nbegin\n  new.updated_at := now();\n  return new;\nend;\n$$ language plpgsql;\n\nSELECT\n    id,\n    payload ->> \'email\' AS email\nFROM\n    events\nWHERE\n    payload @> \'{"kind": "signup"}\'::jsonb;',
    },
  },
  {
    name: 'T-SQL, lowercase keywords, two lines between queries',
    input:
      'SELECT TOP 5 [Order ID], CustomerName FROM dbo.[Order Details] WHERE Quantity > @min ORDER BY [Order ID]; UPDATE dbo.Stock SET Level = Level - 1 WHERE ItemId = @item;',
    options: { dialect: 'transactsql', keywordCase: 'lower', linesBetween: '2' },
    expect: {
      output:
        'select\n  top 5 [Order ID],\n  CustomerName\nfrom\n  dbo.[Order Details]\nwhere\n  Quantity > @min\norder by\n  [Order ID];\n\n\nupdate dbo.Stock\nset\n  Level = Level - 1\nwhere\n  ItemId = @item;',
    },
  },
  {
    name: 'MySQL script minified',
    input:
      "-- Monthly revenue, by country\nSELECT   c.`country name`,\n         SUM(o.total)  AS revenue   /* gross */\nFROM     orders o\nJOIN     customers c ON c.id = o.customer_id\nWHERE    o.note <> 'two  spaces stay'\nGROUP BY c.`country name`;\n",
    options: { dialect: 'mysql' },
    action: 'minify',
    expect: {
      output:
        "SELECT c.`country name`,SUM(o.total)AS revenue FROM orders o JOIN customers c ON c.id=o.customer_id WHERE o.note<>'two  spaces stay' GROUP BY c.`country name`;",
    },
  },
];
