import type { TomlOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

const CARGO = `[package]
name = "hello"
version = "0.1.0"
edition = "2021"
authors = ["Ann <ann@example.com>"]

[dependencies]
serde = { version = "1.0", features = ["derive"] }
tokio = "1"

[[bin]]
name = "hello"
path = "src/main.rs"
`;

const RELEASE = `# Dates and times become ISO strings
released = 2024-05-01T12:00:00+02:00   # offset date-time
build = 2024-05-01T09:30:00            # local date-time: no offset
day = 2024-05-01                       # local date
window = 07:30:00                      # local time
`;

const SETTINGS = `{
  "title": "My service",
  "server": { "host": "0.0.0.0", "port": 8080, "tls": false },
  "allowed": ["10.0.0.0/8", "192.168.0.0/16"],
  "limits": [{ "path": "/api", "rps": 100 }, { "path": "/upload", "rps": 5 }]
}
`;

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<TomlOptions>[] = [
  {
    name: 'Cargo.toml',
    input: CARGO,
    expect: {
      output: `{
  "package": {
    "name": "hello",
    "version": "0.1.0",
    "edition": "2021",
    "authors": [
      "Ann <ann@example.com>"
    ]
  },
  "dependencies": {
    "serde": {
      "version": "1.0",
      "features": [
        "derive"
      ]
    },
    "tokio": "1"
  },
  "bin": [
    {
      "name": "hello",
      "path": "src/main.rs"
    }
  ]
}
`,
    },
  },
  {
    name: 'Dates and times, 4 spaces',
    input: RELEASE,
    options: { indent: '4' },
    expect: {
      output: `{
    "released": "2024-05-01T12:00:00.000+02:00",
    "build": "2024-05-01T09:30:00.000",
    "day": "2024-05-01",
    "window": "07:30:00.000"
}
`,
    },
  },
  {
    name: 'JSON settings to TOML',
    input: SETTINGS,
    action: 'json-to-toml',
    expect: {
      output: `title = "My service"
allowed = [ "10.0.0.0/8", "192.168.0.0/16" ]

[server]
host = "0.0.0.0"
port = 8080
tls = false

[[limits]]
path = "/api"
rps = 100

[[limits]]
path = "/upload"
rps = 5
`,
    },
  },
];
