import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../tests/unit/tool-errors';
import { TOML_ACTIONS, TOML_DEFAULTS } from './core';
import './words';

const toJson = (text: string) => TOML_ACTIONS['toml-to-json'](text, TOML_DEFAULTS);
const toToml = (text: string) => TOML_ACTIONS['json-to-toml'](text, TOML_DEFAULTS);

describe("the TOML converter's words", () => {
  it('says where the TOML is wrong, by line and column', () => {
    expect(toolErrorOf(() => toJson('a = 1\nb = \n')).message).toBe('Invalid TOML: Invalid value at line 2, column 5');
    expect(toolErrorOf(() => toJson('big = 9007199254740993\n')).description).toMatch(/losslessly at line 1/);
  });

  it('names the JSON path of a null, and what a top level that is no table is', () => {
    expect(toolErrorOf(() => toToml('{"server": {"host": "x", "port": null}}')).message).toBe(
      'No TOML form: TOML has no null: the value at $.server.port is null. Leave the key out or give it a value.',
    );
    expect(toolErrorOf(() => toToml('[1, 2]')).description).toBe(
      'A TOML document is a table: the JSON must be an object, not an array.',
    );
    expect(toolErrorOf(() => toToml('"text"')).description).toBe(
      'A TOML document is a table: the JSON must be an object, not a string.',
    );
  });
});
