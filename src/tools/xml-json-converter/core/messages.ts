/** The XML ⇄ JSON converter's words (one table, for translation). */
export const XML_JSON_MESSAGES = {
  invalidTitle: 'Invalid XML',
  entityTitle: 'Entity not expanded',
  writeTitle: 'No XML form',
  external: (name: string, where: string) =>
    `The entity "${name}" is external (${where}): this converter never loads files or URLs, so it cannot expand it.`,
  nested: (name: string, reference: string) =>
    `The entity "${name}" refers to another entity (${reference}): nested entities are not expanded, as a "billion laughs" grows by them.`,
  ampersand: (name: string) => `The entity "${name}" holds an ampersand, which this converter does not expand.`,
  undefinedEntity: (name: string) =>
    `The entity &${name}; is not defined in the document (an external DTD is never loaded).`,
  tooManyEntities: (limit: string) => `The document declares more than ${limit} entities.`,
  expansionLimit: (limit: string) =>
    `Entities expand to more than ${limit} characters: refused, as a "billion laughs" grows so.`,
  notObject: (kind: string) => `An XML document has one root element: the JSON must be an object, not ${kind}.`,
  oneRoot: (count: number) =>
    `An XML document has one root element: the JSON's top level has ${count} element keys. Wrap them in one key, e.g. {"root": …}.`,
  rootArray: (path: string) => `An XML document has one root element: ${path} is an array of several.`,
  nestedArray: (path: string) => `XML has no form for an array in an array: ${path}.`,
  badName: (name: string, path: string) => `"${name}" is not an XML name (${path}).`,
  unboundPrefix: (prefix: string, path: string) =>
    `The namespace prefix "${prefix}" is not declared (${path}): add an xmlns:${prefix} attribute.`,
  badChar: (code: string, path: string) => `XML 1.0 cannot hold the character ${code} (${path}).`,
  notValue: (path: string) => `An attribute or text must be a string, number, boolean or null: ${path} is not.`,
  textOutsideRoot: (path: string) => `XML has no text outside its root element: ${path}.`,
  orderedNode: (path: string) =>
    `In the keep-order form each node is an object with one name (and ":@" for its attributes): ${path} is not.`,
  orderedChildren: (path: string) => `In the keep-order form an element's children are an array: ${path} is not.`,
} as const;
