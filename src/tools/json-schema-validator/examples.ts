import type { JsonSchemaOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

const ORDER_SCHEMA = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "required": ["id", "email", "items"],
  "properties": {
    "id": { "type": "integer", "minimum": 1 },
    "email": { "type": "string", "format": "email" },
    "placed": { "type": "string", "format": "date-time" },
    "items": {
      "type": "array",
      "minItems": 1,
      "items": {
        "type": "object",
        "required": ["sku", "price"],
        "properties": {
          "sku": { "type": "string", "pattern": "^[A-Z]{3}-\\\\d{3}$" },
          "price": { "type": "number", "minimum": 0 },
          "quantity": { "type": "integer", "minimum": 1 }
        }
      }
    }
  }
}`;

const VALID_ORDER = `{
  "id": 1042,
  "email": "ann@example.com",
  "placed": "2026-11-26T09:30:00Z",
  "items": [
    { "sku": "TEA-001", "price": 4.5, "quantity": 2 },
    { "sku": "CUP-017", "price": 12 }
  ]
}`;

const INVALID_ORDER = `{
  "id": 0,
  "email": "ann at example.com",
  "items": [
    { "sku": "tea", "price": -1 },
    { "price": 3, "quantity": 1.5 }
  ]
}`;

const DRAFT_7_SCHEMA = `{
  "$schema": "http://json-schema.org/draft-07/schema#",
  "type": "array",
  "items": { "type": "string", "maxLength": 5 },
  "uniqueItems": true
}`;

export const EXAMPLES: readonly KitExample<JsonSchemaOptions>[] = [
  {
    name: 'Valid order',
    input: VALID_ORDER,
    options: { schema: ORDER_SCHEMA },
    expect: { errors: 'valid: the document matches the schema (draft 2020-12)' },
  },
  {
    name: 'Order with several errors',
    input: INVALID_ORDER,
    options: { schema: ORDER_SCHEMA },
    expect: {
      errors:
        '6 errors (draft 2020-12)\nline 2, column 9 · /id · 0 is less than 1. (schema: #/properties/id/minimum)\nline 3, column 12 · /email · String does not match format "email". (schema: #/properties/email/format)\nline 5, column 14 · /items/0/sku · String does not match pattern. (schema: #/properties/items/items/properties/sku/pattern)\nline 5, column 30 · /items/0/price · -1 is less than 0. (schema: #/properties/items/items/properties/price/minimum)\nline 6, column 5 · /items/1 · Instance does not have required property "sku". (schema: #/properties/items/items/required)\nline 6, column 31 · /items/1/quantity · Instance type "number" is invalid. Expected "integer". (schema: #/properties/items/items/properties/quantity/type)',
    },
  },
  {
    name: 'Draft 7: unique short tags',
    input: '["red", "green", "red", "purple"]',
    options: { schema: DRAFT_7_SCHEMA },
    expect: {
      errors:
        '2 errors (draft 7)\nline 1, column 25 · /3 · String is too long (6 > 5). (schema: #/items/maxLength)\nline 1, column 1 · (the whole document) · Duplicate items at indexes 0 and 2. (schema: #/uniqueItems)',
    },
  },
  {
    name: 'Generated schema',
    input: VALID_ORDER,
    action: 'generate',
    expect: {
      schema:
        '{\n  "$schema": "https://json-schema.org/draft/2020-12/schema",\n  "type": "object",\n  "properties": {\n    "id": {\n      "type": "integer"\n    },\n    "email": {\n      "type": "string",\n      "format": "email"\n    },\n    "placed": {\n      "type": "string",\n      "format": "date-time"\n    },\n    "items": {\n      "type": "array",\n      "items": {\n        "type": "object",\n        "properties": {\n          "sku": {\n            "type": "string"\n          },\n          "price": {\n            "type": "number"\n          },\n          "quantity": {\n            "type": "integer"\n          }\n        },\n        "required": [\n          "sku",\n          "price"\n        ]\n      }\n    }\n  },\n  "required": [\n    "id",\n    "email",\n    "placed",\n    "items"\n  ]\n}',
    },
  },
];
