/** The items as an async stream, one per turn of the microtask queue, as a worker receives chunks. */
export async function* streamOf<T>(items: Iterable<T>): AsyncGenerator<T> {
  for (const item of items) {
    await Promise.resolve();
    yield item;
  }
}
