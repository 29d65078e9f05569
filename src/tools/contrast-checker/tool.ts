import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Color Contrast Checker',
  description: 'Check text and background colors against WCAG 2.2 AA and AAA, with APCA and a passing suggestion.',
  category: 'validation',
  icon: 'type',
  keywords: [
    'contrast',
    'wcag',
    'a11y',
    'accessibility',
    'apca',
    'color',
    'colour',
    'aa',
    'aaa',
    'ratio',
    'text',
    'background',
    'contrast ratio',
    'wcag contrast',
    'color contrast',
    'colour contrast',
    'accessible colors',
    'legibility',
  ],
  handOffs: ['color-converter', 'color-palette-generator', 'css-gradient-generator'],
} satisfies ToolEntry;
