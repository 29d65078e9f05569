// A tiny static server for the production build (dist/), with the SPA fallback the app expects, plus
// /__bench/<file> serving the bench's own inputs (same origin, so the page never leaves it) and /__ceiling/ the
// ceiling page and worker (bench/ceiling, with hash-wasm's ES module beside them).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const CEILING_DIR = join(dirname(fileURLToPath(import.meta.url)), '../ceiling');
const HASH_WASM = join(dirname(fileURLToPath(import.meta.url)), '../../node_modules/hash-wasm/dist/index.esm.js');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

function inside(root, path) {
  const full = resolve(root, '.' + normalize('/' + decodeURIComponent(path)));
  return full.startsWith(resolve(root)) ? full : undefined;
}

/** Serves `dist` and `inputs` on 127.0.0.1 (a free port); resolves to { url, close }. */
export function serve({ dist, inputs }) {
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    let file;
    if (path === '/__ceiling/hash-wasm.mjs') file = HASH_WASM;
    else if (path.startsWith('/__ceiling/')) file = inside(CEILING_DIR, path.slice('/__ceiling'.length));
    else if (path.startsWith('/__bench/')) file = inside(inputs, path.slice('/__bench'.length));
    else file = inside(dist, path);
    if (!path.startsWith('/__') && (!file || !existsSync(file) || statSync(file).isDirectory())) {
      file = extname(path) ? undefined : join(dist, 'index.html'); // client-side routes
    }
    if (!file || !existsSync(file)) {
      res.writeHead(404).end('Not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': statSync(file).size,
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) }),
    ),
  );
}
