import type { GzipOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

/**
 * Load Example's examples, each also a unit test and a browser test. Compressed bytes differ between zlib builds
 * (the browser's and Node's), so the examples decompress what other tools wrote; round trips are unit-tested.
 */
export const EXAMPLES: readonly KitExample<GzipOptions>[] = [
  {
    name: 'Gzip written by GNU gzip -9',
    input: 'H4sIAAAAAAACA3OvyixQyE1MSVVIqlRw9wtVSAcJ6FpaKZRkpCqU5OfnKBSlJqYUK5RnJJZAJMuLMktSi/W4ABhk3OQ7AAAA',
    action: 'decompress',
    expect: { output: 'Gzip made by GNU gzip -9: the tool reads what gzip writes.\n' },
  },
  {
    name: 'Zlib from Python’s zlib.compress',
    input: 'eNqrViotTi1SslJQSkxJVNJRUCrKz0ktBvKjgQK5mXkgoZTUMqVYIJ2YXJJZlgqUKykqTa0FAP6KEck=',
    action: 'decompress',
    options: { format: 'deflate' },
    expect: { output: '{"user": "ada", "roles": ["admin", "dev"], "active": true}' },
  },
  {
    name: 'Raw deflate (no header, no checksum)',
    input: 'C0osV0hJTctJLElVyEgsVsjLV8hITUxJLVJIzEsB8ZIzUpOzi0tzrRRKMlIVkipLUosVEnPy81L1AA==',
    action: 'decompress',
    options: { format: 'deflate-raw' },
    expect: { output: 'Raw deflate has no header and no checksum: the bytes alone.' },
  },
];
