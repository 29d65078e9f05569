/** JSON Pointer (RFC 6901): a path of keys and indexes, '~' written '~0' and '/' written '~1'. */
export const pointerTo = (parent: string, key: string | number): string =>
  `${parent}/${typeof key === 'number' ? key : key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
