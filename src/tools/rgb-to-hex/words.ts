/** The RGB to HEX converter's screen words (panels and channel names), one table for translation. */
export const RGB_TO_HEX_TEXTS = {
  componentsPanel: 'RGB components',
  red: 'Red',
  green: 'Green',
  blue: 'Blue',
  resultPanel: 'Result',
  moreFormats: 'More formats:',
  colourConverter: 'Color Converter',
} as const;
