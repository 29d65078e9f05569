import { describe, expect, it } from 'vitest';
import { watchingPatterns, type RunningPattern } from './json-schema-patterns';

/** A port that keeps what is posted to it. */
const recordingPort = () => {
  const posted: (RunningPattern | null)[] = [];
  return {
    posted,
    port: { postMessage: (data: RunningPattern | null) => posted.push(data) } as unknown as MessagePort,
  };
};

describe('watchingPatterns', () => {
  const schema = '{\n  "properties": {\n    "a": {"pattern": "^a+$"},\n    "b": {"pattern": "^b$"}\n  }\n}';

  it('tells each change of the pattern compiled, with its place in the schema, and restores RegExp', () => {
    const { posted, port } = recordingPort();
    const Native = RegExp;
    const result = watchingPatterns(schema, port, () => {
      for (const source of ['^a+$', '^a+$', '^b$', 'other']) new RegExp(source, 'u');
      return 7;
    });
    expect(result).toBe(7);
    expect(RegExp).toBe(Native);
    expect(posted).toEqual([
      { source: '^a+$', pointer: '/properties/a/pattern', at: { line: 3, column: 22 } },
      { source: '^b$', pointer: '/properties/b/pattern', at: { line: 4, column: 22 } },
      null,
    ]);
  });

  it('restores RegExp when the validation throws', () => {
    const Native = RegExp;
    expect(() =>
      watchingPatterns(schema, recordingPort().port, () => {
        throw new Error('x');
      }),
    ).toThrow('x');
    expect(RegExp).toBe(Native);
  });
});
