import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'DevToolbox in Your Language',
  description: 'Every page and tool translated, starting with Spanish, German, French and Japanese.',
  category: 'text',
  icon: 'languages',
  keywords: [
    'translation',
    'language',
    'i18n',
    'localisation',
    'spanish',
    'german',
    'translate',
    'localization',
    'languages',
  ],
  comingSoon: true,
} satisfies ToolEntry;
