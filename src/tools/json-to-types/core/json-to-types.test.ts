import { execFileSync } from 'node:child_process';
import { Validator } from '@cfworker/json-schema';
import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import { goImportsFirst, JSON_TYPES_DEFAULTS, jsonToTypes, type JsonTypesOptions, type TypesTarget } from '.';
import { fault } from './faults';

const types = (json: string, options: Partial<JsonTypesOptions> = {}) =>
  jsonToTypes(json, { ...JSON_TYPES_DEFAULTS, ...options });

const failureOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    if (error instanceof ToolError) return error;
    throw error;
  }
  throw new Error('Expected a ToolError; nothing was thrown.');
};

/** JSON samples with what quicktype must infer: optional fields, nulls, mixed arrays, odd keys, nesting. */
const SAMPLES = [
  `[{"id": 1, "name": "Ann", "email": "ann@example.com"}, {"id": 2, "name": "Bob", "tags": ["x"]}]`,
  `{"order": {"id": "A-1", "placedAt": "2024-05-01T12:30:00Z", "lines": [{"sku": "K", "qty": 1, "price": 2.5}], "coupon": null}}`,
  `{"x-y": 1, "class": true, "1a": "s", "nested": {"deep": {"deeper": [[1, 2], [3]]}}, "mixed": [1, "a", null, {"b": 1}]}`,
  `{"empty": {}, "emptyList": [], "big": 12345678901234567890, "float": 1.5e300}`,
];

/**
 * The TypeScript compiler as the oracle: each output is a module of a program checked strictly, with the default
 * library; any diagnostic (syntactic or semantic) fails.
 */
function typeScriptDiagnostics(files: Record<string, string>): string[] {
  const options: ts.CompilerOptions = {
    types: [],
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language) =>
    name in files ? ts.createSourceFile(name, files[name], language) : getSourceFile(name, language);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name in files || fileExists(name);
  const program = ts.createProgram(Object.keys(files), options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

/** Python's own parser as the oracle: each text parses (ast.parse), or its error is given. */
const PYTHON_PARSE = `
import ast, json, sys
out = []
for text in json.load(sys.stdin):
    try:
        ast.parse(text)
        out.append(None)
    except SyntaxError as error:
        out.append(str(error))
print(json.dumps(out))
`;
const pythonErrors = (texts: readonly string[]) =>
  JSON.parse(execFileSync('python3', ['-c', PYTHON_PARSE], { input: JSON.stringify(texts), encoding: 'utf8' })) as (
    string | null
  )[];

describe('JSON to types, per target', { timeout: 60_000 }, () => {
  it('infers a field missing from some objects of an array as optional (TypeScript)', async () => {
    const out = await types(SAMPLES[0], { rootName: 'User' });
    expect(out).toMatch(/^export interface User \{$/m);
    expect(out).toMatch(/^ {4}id: +number;$/m);
    expect(out).toMatch(/^ {4}name: +string;$/m);
    expect(out).toMatch(/^ {4}email\?: +string;$/m);
    expect(out).toMatch(/^ {4}tags\?: +string\[\];$/m);
    expect(await types(SAMPLES[0], { rootName: 'User', tsStyle: 'types' })).toMatch(/^export type User = \{$/m);
  });

  it('writes TypeScript that the TypeScript compiler checks without a diagnostic, with and without helpers', async () => {
    const files: Record<string, string> = {};
    for (const [i, sample] of SAMPLES.entries())
      for (const tsStyle of ['interfaces', 'types'] as const)
        for (const justTypes of [true, false])
          files[`sample${i}-${tsStyle}-${justTypes}.ts`] = await types(sample, { tsStyle, justTypes });
    expect(typeScriptDiagnostics(files)).toEqual([]);
  });

  it('writes Python that parses, as dataclasses and as pydantic models, with the optional fields defaulted', async () => {
    const texts: string[] = [];
    for (const sample of SAMPLES)
      for (const pythonStyle of ['dataclasses', 'pydantic'] as const)
        for (const justTypes of [true, false])
          texts.push(await types(sample, { target: 'python', pythonStyle, justTypes }));
    expect(pythonErrors(texts)).toEqual(texts.map(() => null));
    const models = await types(SAMPLES[0], { target: 'python', pythonStyle: 'pydantic', rootName: 'User' });
    expect(models).toMatch(/^class UserElement\(BaseModel\):$/m); // an array's item, named after its root
    expect(models).toContain('    email: str | None = None');
    expect(await types(SAMPLES[0], { target: 'python', rootName: 'User' })).toContain('@dataclass\nclass UserElement:');
  });

  it('writes Go with json struct tags, optional fields as pointers with omitempty, imports before the types', async () => {
    const out = await types(SAMPLES[1], { target: 'go' });
    expect(out).toMatch(/^package main\n\nimport "time"\n\ntype Root struct \{/);
    expect(out).toMatch(/Order +Order +`json:"order"`/);
    const users = await types(SAMPLES[0], { target: 'go', rootName: 'Users' });
    expect(users).toMatch(/Email \*string +`json:"email,omitempty"`/);
    expect(goImportsFirst('package main\n\ntype A []B\n\nimport "time"\n\ntype B struct{}\n')).toBe(
      'package main\n\nimport "time"\n\ntype A []B\n\ntype B struct{}\n',
    );
  });

  it('writes Rust with serde derives and renames, C#, Java, Kotlin and Swift with their styles', async () => {
    const rust = await types(SAMPLES[2], { target: 'rust' });
    expect(rust).toContain('#[derive(Debug, Clone, Serialize, Deserialize)]');
    expect(rust).toContain('#[serde(rename = "1a")]');
    expect(rust).not.toContain('// Example code');
    expect(await types(SAMPLES[0], { target: 'csharp', rootName: 'User' })).toContain('public partial class User');
    const csharp = await types(SAMPLES[0], { target: 'csharp', justTypes: false });
    expect(csharp).toContain('[JsonPropertyName("email")]');
    expect(await types(SAMPLES[0], { target: 'csharp', csharpFramework: 'NewtonSoft', justTypes: false })).toContain(
      '[JsonProperty("email"',
    );
    expect(await types(SAMPLES[0], { target: 'java', rootName: 'User' })).toContain('public class User {');
    expect(await types(SAMPLES[0], { target: 'kotlin', rootName: 'User' })).toContain('val email: String? = null');
    expect(await types(SAMPLES[0], { target: 'swift', rootName: 'User' })).toMatch(/^struct UserElement \{$/m);
    expect(await types(SAMPLES[0], { target: 'swift', swiftStyle: 'class', rootName: 'User' })).toMatch(
      /^class UserElement \{$/m,
    );
  });

  it('writes a JSON Schema that the sample itself passes (cfworker as the oracle)', async () => {
    for (const sample of SAMPLES) {
      const schema = JSON.parse(await types(sample, { target: 'schema' })) as Record<string, unknown>;
      const result = new Validator(schema, '7', false).validate(JSON.parse(sample));
      expect(result.errors).toEqual([]);
    }
  });
});

describe('refusals', () => {
  it('says where the JSON is wrong, by line and column', async () => {
    const invalid = await failureOf(() => types('{"a": 1,\n "b"}'));
    expect(fault.is(invalid, 'invalid')).toBe(true);
    expect(invalid).toMatchObject({ params: { line: 2, column: 5 }, at: { line: 2, column: 5 } });
    expect(fault.is(await failureOf(() => types('  ')), 'blank')).toBe(true);
  });

  it('refuses a root name that is not an identifier, deep JSON, and a top-level array without a named type', async () => {
    expect(fault.is(await failureOf(() => types('{"a": 1}', { rootName: '1 bad' })), 'badRootName')).toBe(true);
    expect(await types('{"a": 1}', { rootName: ' ' })).toMatch(/interface Root/);
    const deep = '{"a":'.repeat(150) + '1' + '}'.repeat(150);
    expect(await failureOf(() => types(deep))).toMatchObject({
      code: 'nesting.tooDeep',
      params: { action: 'generateTypes' },
    });
    expect(fault.is(await failureOf(() => types('[1, "a"]')), 'noNamedType')).toBe(true);
    expect(await types('[1, "a"]', { target: 'go' })).toContain('type Root []RootElement');
  });
});

describe('any JSON value gives types or a ToolError, never another throw', () => {
  const TARGETS: TypesTarget[] = ['typescript', 'go', 'rust', 'python', 'csharp', 'java', 'kotlin', 'swift', 'schema'];
  it('on generated values, in every target', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom(...TARGETS), async (value, target) => {
        try {
          const out = await types(JSON.stringify(value), { target });
          expect(out.trim()).not.toBe('');
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
        }
      }),
      { numRuns: 150, seed: 27 },
    );
  });
});
