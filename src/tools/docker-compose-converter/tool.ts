import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Docker Compose ⇄ docker run',
  description: 'Turn docker run commands into a compose file and back.',
  category: 'conversion',
  icon: 'container',
  keywords: [
    'docker',
    'compose',
    'docker run',
    'container',
    'yaml',
    'docker compose',
    'docker-compose',
    'composerize',
    'docker run to compose',
  ],
  comingSoon: true,
  handOffs: ['yaml-json-converter', 'json-schema-validator'],
} satisfies ToolEntry;
