import type { JsSyntax } from '../../../core/tools/js-formatter';

/** Load Example's code: modern syntax, squeezed so that Format has something to do. */
export const EXAMPLES: Record<JsSyntax, string> = {
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
