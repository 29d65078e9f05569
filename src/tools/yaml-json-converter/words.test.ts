import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../tests/unit/tool-errors';
import '../../ui/words/json';
import '../../ui/words/json-converter';
import '../../ui/words/json-output';
import { YAML_ACTIONS, YAML_DEFAULTS } from './core';
import './words';

const toJson = (text: string) => YAML_ACTIONS['yaml-to-json'](text, YAML_DEFAULTS);
const toYaml = (text: string) => YAML_ACTIONS['json-to-yaml'](text, YAML_DEFAULTS);

describe("the YAML converter's words", () => {
  it('says where the YAML is wrong, by line and column', () => {
    expect(toolErrorOf(() => toJson('a: 1\nb: [1, 2\n')).title).toBe('Invalid YAML');
    expect(toolErrorOf(() => toJson('a: 1\na: 2\n')).description).toBe('Map keys must be unique at line 2, column 1');
    expect(toolErrorOf(() => toJson('a: *nowhere\n'))).toMatchObject({
      title: 'Invalid YAML',
      description: 'An alias names an anchor that is not set before it.',
    });
  });

  it('refuses what JSON cannot hold, by its path', () => {
    expect(toolErrorOf(() => toJson('a:\n  b: [1, .inf]\n'))).toMatchObject({
      title: 'No JSON form',
      description: 'JSON has no Infinity: the value at $.a.b[1] is Infinity.',
    });
    expect(toolErrorOf(() => toJson('a: &a [1, *a]\n')).description).toBe(
      'The value at $.a[1] contains itself (an alias inside its own anchor); JSON cannot.',
    );
  });

  it('names the alias budget and the JSON size limit', () => {
    const levels = 'abcdefghi'.split('');
    const lines = levels.map((name, i) =>
      i === 0
        ? `${name}: &${name} [lol, lol]`
        : `${name}: &${name} [${`*${levels[i - 1]}, `.repeat(8)}*${levels[i - 1]}]`,
    );
    expect(toolErrorOf(() => toJson(lines.join('\n')))).toMatchObject({
      title: 'Too many aliases',
      description:
        'Its aliases would repeat the same nodes too many times (the limit is 10,000 node copies per anchor). A "billion laughs" YAML is refused here.',
    });
    const yaml = `a: &a ${'x'.repeat(100_000)}\nb: &b [${'*a, '.repeat(49)}*a]\nc: [${'*b, '.repeat(49)}*b]\n`;
    expect(toolErrorOf(() => toJson(yaml))).toMatchObject({
      title: 'Too large to convert',
      description:
        'The JSON would be longer than 200,000,000 characters, the limit. Repeated parts (YAML aliases) are written out in full each time.',
    });
  });

  it('says where the JSON is wrong, and asks for blank input by name', () => {
    expect(toolErrorOf(() => toYaml('{\n  "a": [1, 2,]\n}'))).toMatchObject({
      title: 'Invalid JSON',
      description: "Unexpected token ']', expected a value at line 2, column 14",
    });
    expect(toolErrorOf(() => toYaml('  ')).title).toBe('Please enter JSON to convert');
    expect(toolErrorOf(() => toJson('\n')).title).toBe('Please enter YAML to convert');
  });
});
