/**
 * A 2020-12 schema inferred from a JSON value: types, the keys present in every object of an array as `required`,
 * the elements of an array merged into one `items`, and formats for strings that are plainly dates, emails, URIs or
 * UUIDs (a plain look, then cfworker's own check, so the schema always accepts the JSON it came from).
 */
import { format } from '@cfworker/json-schema';

export interface InferredSchema {
  type?: string | string[];
  format?: string;
  properties?: Record<string, InferredSchema>;
  required?: string[];
  items?: InferredSchema;
  anyOf?: InferredSchema[];
}

/** The plain look of each format: a string that merely passes the format's check (any 'a:b' is a URI) is not enough. */
const FORMATS: readonly [string, RegExp][] = [
  ['date-time', /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/],
  ['date', /^\d{4}-\d\d-\d\d$/],
  ['uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i],
  ['email', /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i],
  ['uri', /^https?:\/\/[^\s/]+\.[^\s]*$/i],
];

const formatOf = (text: string): string | undefined =>
  FORMATS.find(([name, look]) => look.test(text) && format[name]?.(text))?.[0];

/** The schema of one value. */
function schemaOf(value: unknown): InferredSchema {
  if (value === null) return { type: 'null' };
  if (Array.isArray(value))
    return value.length ? { type: 'array', items: merged(value.map(schemaOf)) } : { type: 'array' };
  switch (typeof value) {
    case 'string': {
      const name = formatOf(value);
      return name ? { type: 'string', format: name } : { type: 'string' };
    }
    case 'number':
      return { type: Number.isInteger(value) ? 'integer' : 'number' };
    case 'boolean':
      return { type: 'boolean' };
    default: {
      const entries = Object.entries(value as object);
      // fromEntries defines each key, so a "__proto__" key stays a key.
      return {
        type: 'object',
        properties: Object.fromEntries(entries.map(([key, child]) => [key, schemaOf(child)])),
        required: entries.map(([key]) => key),
      };
    }
  }
}

/** Objects merged: every key's schemas merged, required only where every object has the key. */
function mergedObjects(schemas: readonly InferredSchema[]): InferredSchema {
  const byKey = new Map<string, InferredSchema[]>();
  for (const schema of schemas) {
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      const list = byKey.get(key);
      if (list) list.push(child);
      else byKey.set(key, [child]);
    }
  }
  const required = [...byKey.keys()].filter((key) => schemas.every((schema) => schema.required?.includes(key)));
  return {
    type: 'object',
    properties: Object.fromEntries([...byKey].map(([key, list]) => [key, merged(list)])),
    required,
  };
}

/** Schemas of one type merged into one that accepts what each accepts. */
function mergedOfType(type: string, schemas: readonly InferredSchema[]): InferredSchema {
  if (type === 'object') return mergedObjects(schemas);
  if (type === 'array') {
    const items = schemas.flatMap((schema) => (schema.items ? [schema.items] : []));
    return items.length ? { type, items: merged(items) } : { type };
  }
  if (type === 'string') {
    const formats = new Set(schemas.map((schema) => schema.format));
    const [only] = formats;
    return formats.size === 1 && only ? { type, format: only } : { type };
  }
  return { type };
}

/** A merged schema's alternatives, each of one type (an `anyOf`'s parts, a list of types one by one). */
const alternatives = (schema: InferredSchema): InferredSchema[] =>
  schema.anyOf ?? (Array.isArray(schema.type) ? schema.type.map((type) => ({ type })) : [schema]);

/** The schemas merged; different types become an `anyOf` (integers join numbers). */
function merged(schemas: readonly InferredSchema[]): InferredSchema {
  const hasNumber = schemas.flatMap(alternatives).some((schema) => schema.type === 'number');
  const byType = new Map<string, InferredSchema[]>();
  for (const schema of schemas.flatMap(alternatives)) {
    const type = hasNumber && schema.type === 'integer' ? 'number' : (schema.type as string);
    const list = byType.get(type);
    if (list) list.push(schema);
    else byType.set(type, [schema]);
  }
  const parts = [...byType].map(([type, list]) => mergedOfType(type, list));
  if (parts.length === 1) return parts[0];
  return parts.every((part) => Object.keys(part).length === 1)
    ? { type: parts.map((part) => part.type as string) }
    : { anyOf: parts };
}

/** The 2020-12 schema of `value`, as text. */
export function generateSchema(value: unknown): string {
  return JSON.stringify({ $schema: 'https://json-schema.org/draft/2020-12/schema', ...schemaOf(value) }, null, 2);
}
