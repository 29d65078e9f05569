import { describe, expect, it } from 'vitest';
import { ToolError } from '../../core/shared/tool-error';
import { JSON_TYPES_DEFAULTS, jsonToTypes, JSON_TYPES_MAX_CHARS } from './core';
import './words';

const refusal = async (json: string, rootName = JSON_TYPES_DEFAULTS.rootName) => {
  try {
    await jsonToTypes(json, { ...JSON_TYPES_DEFAULTS, rootName });
  } catch (error) {
    if (error instanceof ToolError) return { title: error.title, description: error.description, at: error.at };
    throw error;
  }
  throw new Error('Expected a ToolError; nothing was thrown.');
};

describe('the words of JSON to types’ refusals', () => {
  it('says where the JSON is wrong, by line and column, and asks for JSON', async () => {
    expect(await refusal('{"a": 1,\n "b"}')).toMatchObject({ title: 'Invalid JSON', at: { line: 2, column: 5 } });
    expect((await refusal('{"a": 1,\n "b"}')).description).toMatch(/ at line 2, column 5$/);
    expect((await refusal('  ')).title).toBe('Please enter JSON to generate types');
  });

  it('says why there are no types', async () => {
    expect(await refusal('{"a": 1}', '1 bad')).toMatchObject({
      title: 'No types',
      description: 'The root type’s name must start with a letter and hold only letters, digits and underscores.',
    });
    expect(await refusal('[1, "a"]')).toMatchObject({
      title: 'No types',
      description:
        'A top-level array of values other than objects has no named type in this language. Wrap it in an object, e.g. {"items": …}.',
    });
    expect((await refusal(' '.repeat(JSON_TYPES_MAX_CHARS) + '1')).description).toMatch(
      /^The JSON is longer than [\d,]+ characters, the most this tool reads\.$/,
    );
  });
});
