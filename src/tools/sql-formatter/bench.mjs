// The SQL formatter's case: 1 MB of standard SQL (the statements of an application's reports and migrations, each
// repeated with its numbers changed), formatted through the UI with the default options against sql-formatter in
// Node with the same ones.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { INPUT_DIR, MiB } from '../../../bench/lib/inputs.mjs';
import { formatterCase } from '../../../bench/drivers/format-minify-validate.mjs';

const STATEMENTS = [
  (n) =>
    `select c.id, c.name, count(*) as orders, sum(o.total) as spent from customers c inner join orders o on o.customer_id = c.id where o.placed_at >= '2024-0${(n % 9) + 1}-01' and o.status in ('paid', 'shipped') group by c.id, c.name having sum(o.total) > ${n} order by spent desc;`,
  (n) =>
    `-- migration ${n}\ncreate table audit_${n} (id integer primary key, who varchar(64) not null, what text, at timestamp default current_timestamp);`,
  (n) =>
    `insert into audit_${n} (id, who, what) values (${n}, 'admin', 'purge of ${n} rows'), (${n + 1}, 'cron', 'it''s done');`,
  (n) =>
    `update accounts set balance = balance - ${n % 50}, note = case when balance > 100 then 'ok' else 'low' end where id = ${n} and not closed;`,
  (n) =>
    `with recent as (select user_id, max(seen_at) as last_seen from visits where seen_at > current_date - ${n % 30} group by user_id) select u.email, r.last_seen from users u join recent r on r.user_id = u.id where u.email like '%@example.com' order by r.last_seen desc limit ${n % 100};`,
  (n) =>
    `delete from sessions where expires_at < current_timestamp and user_id not in (select id from admins where level >= ${n % 5});`,
];

/** About 1 MB of those statements, written once. */
function sqlScript() {
  const path = join(INPUT_DIR, 'sql-1mb.sql');
  if (existsSync(path)) return path;
  const parts = [];
  let size = 0;
  for (let n = 0; size < MiB; n++) {
    const statement = STATEMENTS[n % STATEMENTS.length](n);
    parts.push(statement);
    size += statement.length + 1;
  }
  mkdirSync(INPUT_DIR, { recursive: true });
  writeFileSync(path, `${parts.join('\n')}\n`);
  return path;
}

export const sqlFormatCase = (name) => formatterCase(name, 'sql-formatter', 'format', sqlScript);

export const cases = [sqlFormatCase('SQL 1 MB formatted')];
