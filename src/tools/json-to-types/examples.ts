import type { JsonTypesOptions } from './core/options';
import type { KitExample } from '../../ui/kit/declaration';

const ORDERS = `{
  "orderId": "A-1001",
  "placedAt": "2024-05-01T12:30:00Z",
  "customer": { "id": 42, "name": "Ann Lee", "email": "ann@example.com" },
  "items": [
    { "sku": "KETTLE-1", "quantity": 1, "price": 24.5 },
    { "sku": "MUG-2", "quantity": 4, "price": 6.0, "giftWrap": true }
  ],
  "coupon": null
}
`;
const USERS = `[
  { "id": 1, "name": "Ann", "roles": ["admin"], "lastLogin": "2024-05-01T09:00:00Z" },
  { "id": 2, "name": "Bob", "roles": [] },
  { "id": 3, "name": "Cy", "roles": ["editor"], "manager": { "id": 1 } }
]
`;

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<JsonTypesOptions>[] = [
  {
    name: 'Order to TypeScript interfaces',
    input: ORDERS,
    options: { rootName: 'Order' },
    expect: {
      output: `export interface Order {
    orderId:  string;
    placedAt: string;
    customer: Customer;
    items:    Item[];
    coupon:   null;
}

export interface Customer {
    id:    number;
    name:  string;
    email: string;
}

export interface Item {
    sku:       string;
    quantity:  number;
    price:     number;
    giftWrap?: boolean;
}
`,
    },
  },
  {
    name: 'Users to Go structs (optional fields from every item)',
    input: USERS,
    options: { target: 'go', rootName: 'Users' },
    expect: {
      output: `package main

import "time"

type Users []User

type User struct {
	ID        int64      \`json:"id"\`
	Name      string     \`json:"name"\`
	Roles     []string   \`json:"roles"\`
	LastLogin *time.Time \`json:"lastLogin,omitempty"\`
	Manager   *Manager   \`json:"manager,omitempty"\`
}

type Manager struct {
	ID int64 \`json:"id"\`
}
`,
    },
  },
  {
    name: 'Order to Python pydantic models',
    input: ORDERS,
    options: { target: 'python', pythonStyle: 'pydantic', rootName: 'Order' },
    expect: {
      output: `from pydantic import BaseModel
from datetime import datetime


class Customer(BaseModel):
    id: int
    name: str
    email: str


class Item(BaseModel):
    sku: str
    quantity: int
    price: float
    gift_wrap: bool | None = None


class Order(BaseModel):
    order_id: str
    placed_at: datetime
    customer: Customer
    items: list[Item]
    coupon: None = None
`,
    },
  },
  {
    name: 'Order to Rust with serde',
    input: ORDERS,
    options: { target: 'rust', rootName: 'Order' },
    expect: {
      output: `use serde::{Serialize, Deserialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Order {
    pub order_id: String,

    pub placed_at: String,

    pub customer: Customer,

    pub items: Vec<Item>,

    pub coupon: Option<serde_json::Value>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Customer {
    pub id: i64,

    pub name: String,

    pub email: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Item {
    pub sku: String,

    pub quantity: i64,

    pub price: f64,

    pub gift_wrap: Option<bool>,
}
`,
    },
  },
  {
    name: 'Users to Kotlin data classes',
    input: USERS,
    options: { target: 'kotlin', rootName: 'User' },
    expect: {
      output: `package quicktype

import java.time.OffsetDateTime

typealias User = ArrayList<UserElement>

data class UserElement (
    val id: Long,
    val name: String,
    val roles: List<String>,
    val lastLogin: OffsetDateTime? = null,
    val manager: Manager? = null
)

data class Manager (
    val id: Long
)
`,
    },
  },
  {
    name: 'Order to JSON Schema',
    input: ORDERS,
    options: { target: 'schema', rootName: 'Order' },
    expect: {
      output: `{
    "$schema": "http://json-schema.org/draft-06/schema#",
    "$ref": "#/definitions/Order",
    "definitions": {
        "Order": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
                "orderId": {
                    "type": "string"
                },
                "placedAt": {
                    "type": "string",
                    "format": "date-time"
                },
                "customer": {
                    "$ref": "#/definitions/Customer"
                },
                "items": {
                    "type": "array",
                    "items": {
                        "$ref": "#/definitions/Item"
                    }
                },
                "coupon": {
                    "type": "null"
                }
            },
            "required": [
                "coupon",
                "customer",
                "items",
                "orderId",
                "placedAt"
            ],
            "title": "Order"
        },
        "Customer": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
                "id": {
                    "type": "integer"
                },
                "name": {
                    "type": "string"
                },
                "email": {
                    "type": "string"
                }
            },
            "required": [
                "email",
                "id",
                "name"
            ],
            "title": "Customer"
        },
        "Item": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
                "sku": {
                    "type": "string"
                },
                "quantity": {
                    "type": "integer"
                },
                "price": {
                    "type": "number"
                },
                "giftWrap": {
                    "type": "boolean"
                }
            },
            "required": [
                "price",
                "quantity",
                "sku"
            ],
            "title": "Item"
        }
    }
}
`,
    },
  },
];
