/**
 * The words of each category's page (`/category/<id>`): its title, the description search engines show and the
 * page opens with, and its meta keywords. Each says what the tools do and that they run on the device.
 */
import type { CategoryId } from './catalogue.ts';

export interface CategoryText {
  /** The page's title and heading (the site name is added to the document title). */
  title: string;
  /** The meta description, also the page's introduction: one or two sentences, at most about 160 characters. */
  description: string;
  keywords: readonly string[];
}

export const CATEGORY_TEXT: Readonly<Record<CategoryId, CategoryText>> = {
  encoding: {
    title: 'Encoding & Decoding Tools',
    description:
      'Encode and decode Base64, Base32, Base58, URLs, HTML entities and Punycode domains, for text or whole files, in your browser.',
    keywords: ['encoder', 'decoder', 'base64', 'url encode', 'html entities', 'punycode'],
  },
  conversion: {
    title: 'Conversion Tools',
    description:
      'Convert CSV, YAML, TOML and XML to JSON and back, colors, images, SVGs and binary data, and read or strip photo metadata, all on your device.',
    keywords: ['converter', 'csv to json', 'yaml to json', 'color converter', 'image converter', 'svg optimizer'],
  },
  formatting: {
    title: 'Code Formatters',
    description:
      'Beautify, minify and validate JSON, HTML, CSS, JavaScript, XML and SQL, with errors shown at their line, even for very large files.',
    keywords: ['formatter', 'beautifier', 'minifier', 'json formatter', 'sql formatter', 'prettier'],
  },
  generators: {
    title: 'Generators',
    description:
      'Generate UUIDs, passwords, tokens, QR codes, barcodes, favicons, palettes, gradients and placeholder text, made in your browser, ready to copy or download.',
    keywords: ['generator', 'uuid generator', 'password generator', 'qr code generator', 'barcode generator'],
  },
  validation: {
    title: 'Validation Tools',
    description:
      'Check JSON against a JSON Schema, test regular expressions, rate password strength and colour contrast, with every fault shown where it is, on your device.',
    keywords: ['validator', 'json schema', 'regex tester', 'password strength', 'contrast checker'],
  },
  security: {
    title: 'Security & Cryptography Tools',
    description:
      'Hashes and HMACs, JWTs, certificates, key pairs, 2FA codes, password hashes and AES encryption: private keys and secrets never leave your device.',
    keywords: ['security tools', 'hash', 'hmac', 'jwt', 'bcrypt', 'encryption', 'totp'],
  },
  text: {
    title: 'Text Tools',
    description:
      'Count words, change case, sort and dedupe lines, compare texts, escape strings, preview Markdown and inspect Unicode.',
    keywords: ['text tools', 'word counter', 'case converter', 'diff', 'markdown', 'unicode'],
  },
  datetime: {
    title: 'Date & Time Tools',
    description:
      'Convert Unix timestamps, compare time zones, count the days between dates and read cron expressions with their next runs.',
    keywords: ['date calculator', 'unix timestamp', 'epoch', 'time zone converter', 'cron'],
  },
  network: {
    title: 'Network Tools',
    description:
      'Subnet and CIDR calculations, IP address formats, URL and user agent parsing, HTTP status codes explained, and Twitch clips.',
    keywords: ['network tools', 'subnet calculator', 'cidr', 'ip converter', 'url parser', 'http status'],
  },
  math: {
    title: 'Math Calculators',
    description:
      'A calculator with units and big numbers, percentages, number bases, Roman numerals and unit conversions, in exact decimals.',
    keywords: ['calculator', 'percentage calculator', 'unit converter', 'number base', 'roman numerals'],
  },
  data: {
    title: 'Data Processing Tools',
    description:
      'Query and diff JSON, generate types from it, gzip data, identify files and open ZIP and binary files, all locally.',
    keywords: ['jq', 'json diff', 'json to typescript', 'gzip', 'hex viewer', 'zip viewer'],
  },
  hardware: {
    title: 'Hardware Tests',
    description:
      'Test your keyboard, mouse, screen, speakers, microphone, webcam, gamepad and battery in the browser, one by one or in a guided check-up.',
    keywords: ['hardware test', 'keyboard tester', 'dead pixel test', 'mic test', 'webcam test', 'device check'],
  },
};
