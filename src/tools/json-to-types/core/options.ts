/**
 * JSON to types' options, apart from ./index (which loads quicktype): the page's declaration reads these, and
 * quicktype stays in the worker's chunk.
 */
export type TypesTarget = 'typescript' | 'go' | 'rust' | 'python' | 'csharp' | 'java' | 'kotlin' | 'swift' | 'schema';

export interface JsonTypesOptions {
  target: TypesTarget;
  /** The root type's name (an identifier; empty means 'Root'). */
  rootName: string;
  /** TypeScript: `interface` declarations or `type` aliases. */
  tsStyle: 'interfaces' | 'types';
  /** Python: standard dataclasses or pydantic models. */
  pythonStyle: 'dataclasses' | 'pydantic';
  /** C#: the JSON library the attributes are for. */
  csharpFramework: 'SystemTextJson' | 'NewtonSoft';
  /** Swift: structs or classes. */
  swiftStyle: 'struct' | 'class';
  /** Only the types, without quicktype's parsing and conversion helpers (not for Rust and JSON Schema). */
  justTypes: boolean;
}

export const JSON_TYPES_DEFAULTS: JsonTypesOptions = {
  target: 'typescript',
  rootName: 'Root',
  tsStyle: 'interfaces',
  pythonStyle: 'dataclasses',
  csharpFramework: 'SystemTextJson',
  swiftStyle: 'struct',
  justTypes: true,
};

/** The targets whose output quicktype can give with or without helpers. */
export const HAS_HELPERS: readonly TypesTarget[] = ['typescript', 'go', 'python', 'csharp', 'java', 'kotlin', 'swift'];
