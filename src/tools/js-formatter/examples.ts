import type { JsFormatOptions, JsSyntax } from './core';
import type { KitExample } from '../../ui/kit/declaration';

/** Load Example's code: modern syntax, squeezed so that Format has something to do. */
const CODE: Record<JsSyntax, string> = {
  javascript: `import { useState } from 'react';
const fetchUsers = async (ids) => { const res = await Promise.all(ids.map(id => fetch(\`/api/users/\${id}\`).then(r => r.json())));
  return Object.groupBy(res, user => user.role ?? 'guest') }
class Cache { #entries = new Map(); static #instances = 0;
  get(key) { return this.#entries.get(key)?.value } set(key, value) { this.#entries.set(key, { value, at: Date.now() }); return this } }
export function UserList({ users }) { const [query, setQuery] = useState('');
  const shown = users.filter(u => u.name.toLowerCase().includes(query.toLowerCase())).toSorted((a, b) => a.name.localeCompare(b.name));
  return <ul className="users">{shown.map(u => <li key={u.id}>{u.name} <small>{u.email}</small></li>)}</ul> }
`,
  typescript: `interface User { id: number; name: string; role?: 'admin' | 'guest' }
type ById<T extends { id: number }> = Record<T['id'], T>;
export function byId<T extends { id: number }>(items: readonly T[]): ById<T> { return Object.fromEntries(items.map(item => [item.id, item])) as ById<T> }
export const admins = (users: User[]): User[] => users.filter((u): u is User & { role: 'admin' } => u.role === 'admin').toSorted((a, b) => a.name.localeCompare(b.name));
`,
};

/** The examples' outputs: Prettier's (run in Node) and terser's, as the unit and browser tests expect them. */
const FORMATTED_JSX = `import { useState } from "react";
const fetchUsers = async (ids) => {
  const res = await Promise.all(
    ids.map((id) => fetch(\`/api/users/\${id}\`).then((r) => r.json())),
  );
  return Object.groupBy(res, (user) => user.role ?? "guest");
};
class Cache {
  #entries = new Map();
  static #instances = 0;
  get(key) {
    return this.#entries.get(key)?.value;
  }
  set(key, value) {
    this.#entries.set(key, { value, at: Date.now() });
    return this;
  }
}
export function UserList({ users }) {
  const [query, setQuery] = useState("");
  const shown = users
    .filter((u) => u.name.toLowerCase().includes(query.toLowerCase()))
    .toSorted((a, b) => a.name.localeCompare(b.name));
  return (
    <ul className="users">
      {shown.map((u) => (
        <li key={u.id}>
          {u.name} <small>{u.email}</small>
        </li>
      ))}
    </ul>
  );
}
`;
const FORMATTED_TS = `interface User {
  id: number;
  name: string;
  role?: "admin" | "guest";
}
type ById<T extends { id: number }> = Record<T["id"], T>;
export function byId<T extends { id: number }>(items: readonly T[]): ById<T> {
  return Object.fromEntries(items.map((item) => [item.id, item])) as ById<T>;
}
export const admins = (users: User[]): User[] =>
  users
    .filter((u): u is User & { role: "admin" } => u.role === "admin")
    .toSorted((a, b) => a.name.localeCompare(b.name));
`;
const MINIFIED = 'function add(d,n){return d+n}console.log(add(1,2));';

/** Load Example's examples, each also a unit test and a browser test (`expect` is Prettier's and terser's output). */
export const EXAMPLES: readonly KitExample<JsFormatOptions>[] = [
  { name: 'Modern JavaScript with JSX', input: CODE.javascript, expect: { output: FORMATTED_JSX } },
  {
    name: 'TypeScript',
    input: CODE.typescript,
    options: { syntax: 'typescript' },
    expect: { output: FORMATTED_TS },
  },
  {
    name: 'Minified',
    input: 'function add(first, second) {\n  // the sum\n  return first + second;\n}\nconsole.log(add(1, 2));\n',
    action: 'minify',
    expect: { output: MINIFIED },
  },
  { name: 'Validated', input: 'const ok = [1, 2, 3].map((n) => n * 2);', action: 'validate', expect: 'valid' },
];
