/** A place in a JSON value, written as a JSONPath (RFC 9535's normalized form, with dots for plain names). */

const PLAIN_NAME = /^[A-Za-z_$][\w$]*$/;

/** '$.server.port', '$.items[0]', '$["a b"]': the path of a value, from the root down. */
export function jsonPath(keys: readonly (string | number)[]): string {
  let path = '$';
  for (const key of keys) {
    if (typeof key === 'number') path += `[${key}]`;
    else path += PLAIN_NAME.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
  }
  return path;
}
