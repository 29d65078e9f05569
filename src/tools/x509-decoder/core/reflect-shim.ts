/**
 * @peculiar/x509 registers its classes with tsyringe, which throws at import unless `Reflect.getMetadata` exists.
 * Rather than the reflect-metadata polyfill, this gives tsyringe the three calls it makes, kept in a WeakMap (the
 * library declares no constructor parameters, so nothing else is read). Imported before the library.
 */
type Metadata = Map<unknown, unknown>;

const store = new WeakMap<object, Metadata>();
const reflect = Reflect as unknown as Record<string, unknown>;

const metadataOf = (target: object): Metadata => {
  let metadata = store.get(target);
  if (!metadata) store.set(target, (metadata = new Map()));
  return metadata;
};

reflect.getMetadata ??= (key: unknown, target: object) => store.get(target)?.get(key);
reflect.getOwnMetadata ??= (key: unknown, target: object) => store.get(target)?.get(key);
reflect.defineMetadata ??= (key: unknown, value: unknown, target: object) => metadataOf(target).set(key, value);
