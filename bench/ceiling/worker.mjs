// The ceiling, measured in a worker as the app's own work runs: (a) reading the file and nothing else; (b) the
// fastest engine this browser has computing the result on bytes already in memory.
import { createMD5, createSHA1, createSHA256, createSHA512 } from './hash-wasm.mjs';

const PIECE = 8 * 1024 * 1024;
const WEBCRYPTO = { sha1: 'SHA-1', sha256: 'SHA-256', sha512: 'SHA-512' };
const HASH_WASM = { md5: createMD5, sha1: createSHA1, sha256: createSHA256, sha512: createSHA512 };

async function readOnly(file) {
  const t0 = performance.now();
  const reader = file.stream().getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read());
  return performance.now() - t0;
}

async function hashWasm(algorithm, bytes) {
  const hasher = await HASH_WASM[algorithm]();
  const t0 = performance.now();
  hasher.init();
  for (let at = 0; at < bytes.length; at += PIECE) hasher.update(bytes.subarray(at, at + PIECE));
  hasher.digest();
  return performance.now() - t0;
}

async function webCrypto(algorithm, bytes) {
  const t0 = performance.now();
  await crypto.subtle.digest(WEBCRYPTO[algorithm], bytes);
  return performance.now() - t0;
}

/** The best engine for each algorithm, in memory; engines that refuse the size (WebCrypto's limits) drop out. */
async function bestHash(algorithm, bytes) {
  const times = [await hashWasm(algorithm, bytes)];
  if (WEBCRYPTO[algorithm]) times.push(await webCrypto(algorithm, bytes).catch(() => Infinity));
  return Math.min(...times);
}

function base64(bytes) {
  const t0 = performance.now();
  // 9 MiB pieces (a multiple of 3, so the pieces join without padding), as a streaming encoder would.
  const step = 9 * 1024 * 1024;
  for (let at = 0; at < bytes.length; at += step) bytes.subarray(at, at + step).toBase64();
  return performance.now() - t0;
}

/** Native Base64 decoding (V8's SIMD `Uint8Array.fromBase64`) of the text, as the page has it. */
function base64Decode(bytes) {
  const text = new TextDecoder().decode(bytes);
  const t0 = performance.now();
  Uint8Array.fromBase64(text);
  return performance.now() - t0;
}

/**
 * Chromium will not read a 2 GiB Blob into one ArrayBuffer (NotReadableError), and WebCrypto digests only whole
 * buffers. Past this size the engines are timed on the file's first 1 GiB and the time scaled to the whole file:
 * every engine here takes time in proportion to the bytes.
 */
const IN_MEMORY_MAX_BYTES = 1024 ** 3;

onmessage = async ({ data: { file, work } }) => {
  try {
    const readMs = await readOnly(file);
    // The hex search's ceiling is the read alone: the browser has no native byte search to time beside it.
    if (work.kind === 'read') return postMessage({ readMs, computeMs: 0 });
    const bytes = new Uint8Array(await file.slice(0, IN_MEMORY_MAX_BYTES).arrayBuffer());
    const scale = bytes.length ? file.size / bytes.length : 1;
    let computeMs;
    if (work.kind === 'base64') computeMs = base64(bytes);
    else if (work.kind === 'base64-decode') computeMs = base64Decode(bytes);
    else {
      let total = 0;
      for (const algorithm of work.algorithms) total += await bestHash(algorithm, bytes);
      // Several algorithms can share the machine's cores at best.
      computeMs = total / Math.min(work.algorithms.length, navigator.hardwareConcurrency || 1);
    }
    postMessage({ readMs, computeMs: computeMs * scale });
  } catch (error) {
    postMessage({ error: String(error?.stack ?? error) });
  }
};
