/** The HEX to RGB converter's screen words (labels, hint), one table for translation. */
export const HEX_TO_RGB_TEXTS = {
  inputPanel: 'HEX color',
  hexCode: 'Hex color code',
  placeholder: '#FF5733, #FFF or #FF573380',
  convert: 'Convert',
  hint: "3 or 6 hex digits, '#' optional; 4 or 8 digits add transparency (alpha).",
  resultPanel: 'Result',
  moreFormats: 'More formats:',
  colourConverter: 'Color Converter',
} as const;
