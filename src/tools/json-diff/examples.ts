import type { JsonDiffOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<JsonDiffOptions>[] = [
  {
    name: 'A changed user record',
    input:
      '{\n  "name": "Ann",\n  "age": 30,\n  "email": "ann@example.com",\n  "tags": [\n    "admin",\n    "ops"\n  ],\n  "address": {\n    "city": "Oslo",\n    "zip": "0150"\n  }\n}',
    options: {
      right:
        '{\n  "age": 30.0,\n  "name": "Anna",\n  "tags": [\n    "admin",\n    "ops",\n    "dev"\n  ],\n  "address": {\n    "city": "Bergen"\n  },\n  "active": true\n}',
    },
    expect: {
      tree: '2 added, 2 removed, 2 changed\n~ changed /name: "Ann" → "Anna"\n- removed /email: "ann@example.com"\n+ added /tags/2: "dev"\n~ changed /address/city: "Oslo" → "Bergen"\n- removed /address/zip: "0150"\n+ added /active: true',
      patch:
        '[\n  {\n    "op": "replace",\n    "path": "/name",\n    "value": "Anna"\n  },\n  {\n    "op": "remove",\n    "path": "/email"\n  },\n  {\n    "op": "add",\n    "path": "/tags/2",\n    "value": "dev"\n  },\n  {\n    "op": "replace",\n    "path": "/address/city",\n    "value": "Bergen"\n  },\n  {\n    "op": "remove",\n    "path": "/address/zip"\n  },\n  {\n    "op": "add",\n    "path": "/active",\n    "value": true\n  }\n]',
    },
  },
  {
    name: 'Array items matched by id',
    input:
      '{\n  "items": [\n    {\n      "id": 1,\n      "name": "Keyboard",\n      "price": 49\n    },\n    {\n      "id": 2,\n      "name": "Mouse",\n      "price": 19\n    },\n    {\n      "id": 3,\n      "name": "Cable",\n      "price": 5\n    }\n  ]\n}',
    options: {
      arrays: 'key',
      right:
        '{\n  "items": [\n    {\n      "id": 3,\n      "name": "Cable",\n      "price": 5\n    },\n    {\n      "id": 1,\n      "name": "Keyboard",\n      "price": 45\n    },\n    {\n      "id": 4,\n      "name": "Monitor",\n      "price": 199\n    }\n  ]\n}',
    },
    expect: {
      tree: '1 added, 1 removed, 1 changed, 1 moved\n- removed /items/1: {"id":2,"name":"Mouse","price":19}\n> moved /items/1 → /items/0\n~ changed /items/1/price: 49 → 45\n+ added /items/2: {"id":4,"name":"Monitor","price":199}',
      patch:
        '[\n  {\n    "op": "remove",\n    "path": "/items/1"\n  },\n  {\n    "op": "move",\n    "from": "/items/1",\n    "path": "/items/0"\n  },\n  {\n    "op": "replace",\n    "path": "/items/1/price",\n    "value": 45\n  },\n  {\n    "op": "add",\n    "path": "/items/2",\n    "value": {\n      "id": 4,\n      "name": "Monitor",\n      "price": 199\n    }\n  }\n]',
    },
  },
  {
    name: 'The same document, keys reordered and numbers written differently',
    input: '{"version": 1e2, "ratio": 0.50, "features": {"b": true, "a": null}}',
    options: { right: '{"features": {"a": null, "b": true}, "ratio": 0.5, "version": 100}' },
    expect: { tree: 'No differences: the documents are equal.', patch: '[]' },
  },
];
