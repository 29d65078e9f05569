/**
 * Realistic SQL for the SQL formatter's tests, one script per dialect, with the quoting each dialect has (strings
 * with doubled quotes and backslashes, quoted names with spaces, dollar-quoted bodies, comments of every kind).
 * The machine's PostgreSQL scripts are used too where installed (`machineSql`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SqlDialect } from '../../src/tools/sql-formatter/core';

export const SQL_CORPUS: readonly { dialect: SqlDialect; text: string }[] = [
  {
    dialect: 'sql',
    text: `-- Orders of the last month, by customer
SELECT c.id, c.name, COUNT(*) AS orders, SUM(o.total) AS spent
FROM customers c
  INNER JOIN orders o ON o.customer_id = c.id
WHERE o.placed_at >= DATE '2024-05-01' AND o.status IN ('paid', 'shipped', 'it''s late')
GROUP BY c.id, c.name
HAVING SUM(o.total) > 100.50
ORDER BY spent DESC, c.name;
/* the same, as a view */
CREATE VIEW "big  spenders" AS SELECT id, "first name" || ' ' || "last name" AS full_name FROM people WHERE score BETWEEN 10 AND 20;
UPDATE accounts SET balance = balance - 25, note = 'fee -- monthly' WHERE id = 7;
DELETE FROM sessions WHERE expires_at < CURRENT_TIMESTAMP;
INSERT INTO audit (who, what) VALUES ('admin', 'purge /* not a comment */');`,
  },
  {
    dialect: 'postgresql',
    text: `CREATE TABLE IF NOT EXISTS public.events (
  id bigserial PRIMARY KEY,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  "Created At" timestamptz NOT NULL DEFAULT now()
);
CREATE OR REPLACE FUNCTION notify_event() RETURNS trigger AS $body$
BEGIN
  -- inside the body, kept as written
  PERFORM pg_notify('events',   NEW.id::text);
  RETURN NEW;
END;
$body$ LANGUAGE plpgsql;
WITH recent AS (
  SELECT id, payload->>'user' AS usr, payload #>> '{meta,ip}' AS ip
  FROM public.events WHERE "Created At" > now() - interval '1 day'
)
SELECT usr, count(*) FILTER (WHERE ip IS NOT NULL) AS with_ip, array_agg(DISTINCT ip ORDER BY ip)
FROM recent GROUP BY usr ORDER BY 2 DESC LIMIT 20 OFFSET $1;
SELECT E'tab\\there', $$ two  spaces $$, U&'\\0441' FROM generate_series(1, 3) AS g(n) WHERE n <> -1;`,
  },
  {
    dialect: 'mysql',
    text: `# Top products
SELECT p.\`product name\`, SUM(oi.qty * oi.price) AS revenue
FROM order_items oi
JOIN products p ON p.id = oi.product_id
WHERE oi.created_at >= '2024-01-01' AND p.note NOT LIKE "%\\"quoted\\"%"
GROUP BY p.\`product name\` ORDER BY revenue DESC LIMIT 5;
INSERT INTO logs (level, message) VALUES ('warn', 'disk  at 90%'), ('info', 'it\\'s fine')
  ON DUPLICATE KEY UPDATE message = VALUES(message);
SET @total := (SELECT COUNT(*) FROM logs);
SELECT @total, @@version;`,
  },
  {
    dialect: 'mariadb',
    text: `SELECT id, JSON_VALUE(doc, '$.name') AS name FROM documents WHERE id IN (SELECT doc_id FROM tags WHERE tag = 'a  b') -- tagged
ORDER BY name;`,
  },
  {
    dialect: 'sqlite',
    text: `CREATE TABLE [line items] ("order id" INTEGER, sku TEXT, qty INTEGER CHECK (qty > 0));
INSERT INTO [line items] VALUES (1, 'A-1', 2), (1, 'B''2', 1), (2, 'C  3', 5);
SELECT "order id", group_concat(sku, ' | ') AS skus, sum(qty) FROM [line items] GROUP BY "order id" HAVING sum(qty) >= 2;
SELECT * FROM \`line items\` WHERE sku GLOB 'A*' OR qty = :qty OR sku = ?;`,
  },
  {
    dialect: 'transactsql',
    text: `SELECT TOP (10) o.[Order ID], c.[Company Name], o.Freight
FROM dbo.Orders AS o WITH (NOLOCK)
INNER JOIN dbo.Customers AS c ON c.CustomerID = o.CustomerID
WHERE o.ShipCountry = N'Deutschland' AND o.Freight > @minFreight
ORDER BY o.Freight DESC;
DECLARE @n INT = 0;
WHILE @n < 3 BEGIN SET @n = @n + 1; PRINT 'step  ' + CAST(@n AS varchar(10)); END;`,
  },
  {
    dialect: 'bigquery',
    text: `SELECT user_id, ARRAY_AGG(STRUCT(event_name, ts) ORDER BY ts LIMIT 5) AS first_events
FROM \`project.dataset.events\`
WHERE _PARTITIONDATE BETWEEN '2024-01-01' AND '2024-01-31' AND REGEXP_CONTAINS(event_name, r'^page_\\w+')
GROUP BY user_id;
SELECT """triple  quoted""", b'bytes', @param FROM UNNEST([1, 2, 3]) AS x;`,
  },
  {
    dialect: 'snowflake',
    text: `SELECT v:customer.name::string AS name, f.value:sku AS sku
FROM raw_orders, LATERAL FLATTEN(input => v:items) f
WHERE v:status = 'open' -- still open
QUALIFY ROW_NUMBER() OVER (PARTITION BY name ORDER BY sku) = 1;
CREATE OR REPLACE FUNCTION add_one(x NUMBER) RETURNS NUMBER AS $$ x  +  1 $$;`,
  },
  {
    dialect: 'plsql',
    text: `SELECT e.last_name, d.department_name, NVL(e.commission_pct, 0) AS pct
FROM employees e, departments d
WHERE e.department_id = d.department_id(+) AND e.hire_date > TO_DATE('2020-01-01', 'YYYY-MM-DD')
ORDER BY e.last_name;
SELECT q'[it's  quoted]', "Mixed Case" FROM dual WHERE :id = 1;`,
  },
  {
    dialect: 'redshift',
    text: `SELECT venuename, venuecity, SUM(pricepaid) AS total FROM sales JOIN event USING (eventid) JOIN venue USING (venueid)
WHERE caldate BETWEEN '2008-01-01' AND '2008-03-31' GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 10;
UNLOAD ('SELECT * FROM venue WHERE venuestate = ''NV''') TO 's3://bucket/unload/' IAM_ROLE 'arn:aws:iam::0:role/r';`,
  },
  {
    dialect: 'spark',
    text: `SELECT dept, percentile_approx(salary, 0.5) AS median, collect_list(name) AS names
FROM employees TABLESAMPLE (50 PERCENT)
WHERE name RLIKE '^[A-M]' AND \`hire date\` > '2019-01-01'
GROUP BY dept
CLUSTER BY dept;
INSERT OVERWRITE TABLE totals PARTITION (year = 2024) SELECT dept, count(*) FROM employees GROUP BY dept;`,
  },
];

const POSTGRES_SCRIPTS = '/usr/share/postgresql';

/**
 * PostgreSQL's own scripts where PostgreSQL is installed (its extensions' install scripts, information_schema.sql):
 * up to `count` of at most `maxChars`, psql's meta-commands (\\echo, \\quit) left out. Empty where it is not.
 */
export function machineSql(count: number, maxChars: number): readonly { path: string; text: string }[] {
  if (!existsSync(POSTGRES_SCRIPTS)) return [];
  const paths = (readdirSync(POSTGRES_SCRIPTS, { recursive: true }) as string[])
    .filter((path) => path.endsWith('.sql'))
    .sort();
  return paths
    .map((path) => ({ path, text: readFileSync(join(POSTGRES_SCRIPTS, path), 'utf8') }))
    .filter(({ text }) => text.length <= maxChars)
    .map(({ path, text }) => ({ path, text: text.replace(/^\\.*$/gm, '') }))
    .slice(0, count);
}
