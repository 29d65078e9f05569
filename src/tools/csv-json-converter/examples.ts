import type { CsvOptions } from './core/options';
import type { KitExample } from '../../ui/kit/declaration';

const ORDERS = `order_id,customer,total,paid,shipped_at,note
1001,"Doe, Jane",49.90,true,2024-05-02,
1002,Ana Müller,120,false,,"Gift wrap, please"
1003,"O'Brien ""Bob""",7.5,TRUE,2024-05-03,"Leave at the door
(back entrance)"
`;

const EUROPEAN = `sku;name;price
A-01;Kaffee;4,20
A-02;Tee;3,10
`;

const ORDERS_JSON = `[
  {"id": 1, "customer": {"name": "Jane", "address": {"city": "Lyon", "zip": "69001"}}, "items": ["pen", "ink"], "paid": true},
  {"id": 2, "customer": {"name": "Bob, Jr."}, "note": "call \\"first\\"", "paid": false}
]
`;

/** Load Example's examples, each also a unit test and a browser test (papaparse's parser and our writers). */
export const EXAMPLES: readonly KitExample<CsvOptions>[] = [
  {
    name: 'Orders with quoted fields',
    input: ORDERS,
    expect: {
      output: `[
  {
    "order_id": 1001,
    "customer": "Doe, Jane",
    "total": 49.90,
    "paid": true,
    "shipped_at": "2024-05-02",
    "note": null
  },
  {
    "order_id": 1002,
    "customer": "Ana Müller",
    "total": 120,
    "paid": false,
    "shipped_at": null,
    "note": "Gift wrap, please"
  },
  {
    "order_id": 1003,
    "customer": "O'Brien \\"Bob\\"",
    "total": 7.5,
    "paid": true,
    "shipped_at": "2024-05-03",
    "note": "Leave at the door\\n(back entrance)"
  }
]
`,
    },
  },
  {
    name: 'Semicolons, as JSON Lines of text',
    input: EUROPEAN,
    options: { shape: 'lines', infer: false },
    expect: {
      output: `{"sku":"A-01","name":"Kaffee","price":"4,20"}
{"sku":"A-02","name":"Tee","price":"3,10"}
`,
    },
  },
  {
    name: 'Nested JSON to dotted columns',
    input: ORDERS_JSON,
    action: 'json-to-csv',
    expect: {
      output: `id,customer.name,customer.address.city,customer.address.zip,items,paid,note
1,Jane,Lyon,69001,"[""pen"",""ink""]",true,
2,"Bob, Jr.",,,,false,"call ""first"""
`,
    },
  },
];
