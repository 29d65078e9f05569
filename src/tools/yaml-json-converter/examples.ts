import type { YamlOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

const COMPOSE = `# docker-compose.yml: two services share their defaults
x-defaults: &defaults
  restart: unless-stopped
  environment:
    TZ: UTC
    DEBUG: no
services:
  web:
    <<: *defaults
    image: nginx:1.27
    ports: ["80:80", "443:443"]
  worker:
    <<: *defaults
    image: app:latest
    command: [node, worker.js]
    restart: on-failure
`;

const EVENTS = `---
event: deploy
at: 2024-05-01T12:00:00Z
ok: true
---
event: rollback
at: 2024-05-01T12:30:00Z
ok: false
`;

const PACKAGE = `{
  "name": "my-app",
  "version": "1.0.0",
  "private": true,
  "scripts": { "build": "vite build", "test": "vitest run" },
  "keywords": ["yes", "no", "on"],
  "description": "A long description of the package that goes past eighty characters, so the YAML folds it."
}
`;

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<YamlOptions>[] = [
  {
    name: 'Compose file with anchors and merge keys',
    input: COMPOSE,
    expect: {
      output: `{
  "x-defaults": {
    "restart": "unless-stopped",
    "environment": {
      "TZ": "UTC",
      "DEBUG": "no"
    }
  },
  "services": {
    "web": {
      "restart": "unless-stopped",
      "environment": {
        "TZ": "UTC",
        "DEBUG": "no"
      },
      "image": "nginx:1.27",
      "ports": [
        "80:80",
        "443:443"
      ]
    },
    "worker": {
      "restart": "on-failure",
      "environment": {
        "TZ": "UTC",
        "DEBUG": "no"
      },
      "image": "app:latest",
      "command": [
        "node",
        "worker.js"
      ]
    }
  }
}
`,
    },
  },
  {
    name: 'Several documents as JSON Lines',
    input: EVENTS,
    options: { documents: 'lines' },
    expect: {
      output: `{"event":"deploy","at":"2024-05-01T12:00:00Z","ok":true}
{"event":"rollback","at":"2024-05-01T12:30:00Z","ok":false}
`,
    },
  },
  {
    name: 'package.json to YAML',
    input: PACKAGE,
    action: 'json-to-yaml',
    expect: {
      output: `name: my-app
version: 1.0.0
private: true
scripts:
  build: vite build
  test: vitest run
keywords:
  - "yes"
  - "no"
  - "on"
description: A long description of the package that goes past eighty characters,
  so the YAML folds it.
`,
    },
  },
  {
    name: 'To YAML with 4 spaces, single quotes, no folding',
    input: PACKAGE,
    action: 'json-to-yaml',
    options: { yamlIndent: '4', quotes: 'single', lineWidth: '0' },
    expect: {
      output: `name: 'my-app'
version: '1.0.0'
private: true
scripts:
    build: 'vite build'
    test: 'vitest run'
keywords:
    - 'yes'
    - 'no'
    - 'on'
description: 'A long description of the package that goes past eighty characters, so the YAML folds it.'
`,
    },
  },
];
