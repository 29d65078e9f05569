import type { JsonQueryOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

/** The store of Stefan Goessner's JSONPath article, which the cheat sheets are written for. */
export const STORE = `{
  "store": {
    "book": [
      { "category": "reference", "author": "Nigel Rees", "title": "Sayings of the Century", "price": 8.95 },
      { "category": "fiction", "author": "Evelyn Waugh", "title": "Sword of Honour", "price": 12.99 },
      { "category": "fiction", "author": "Herman Melville", "title": "Moby Dick", "isbn": "0-553-21311-3", "price": 8.99 },
      { "category": "fiction", "author": "J. R. R. Tolkien", "title": "The Lord of the Rings", "isbn": "0-395-19395-8", "price": 22.99 }
    ],
    "bicycle": { "color": "red", "price": 19.95 }
  }
}`;

export const EXAMPLES: readonly KitExample<JsonQueryOptions>[] = [
  {
    name: 'JSONPath: books under 10',
    input: STORE,
    action: 'jsonpath',
    options: { jsonpath: '$..book[?(@.price < 10)].title' },
    expect: { output: '[\n  "Sayings of the Century",\n  "Moby Dick"\n]' },
  },
  {
    name: 'JSONPath: every price, compact',
    input: STORE,
    action: 'jsonpath',
    options: { jsonpath: '$..price', compact: true },
    expect: { output: '[8.95,12.99,8.99,22.99,19.95]' },
  },
  {
    name: 'jq: books under 10',
    input: STORE,
    action: 'jq',
    options: { jq: '.store.book[] | select(.price < 10) | {title, price}', compact: true },
    expect: { output: '{"title":"Sayings of the Century","price":8.95}\n{"title":"Moby Dick","price":8.99}' },
  },
  {
    name: 'jq: books counted by category',
    input: STORE,
    action: 'jq',
    options: { jq: '.store.book | group_by(.category) | map({category: .[0].category, count: length})' },
    expect: {
      output:
        '[\n  {\n    "category": "fiction",\n    "count": 3\n  },\n  {\n    "category": "reference",\n    "count": 1\n  }\n]',
    },
  },
];
