// The JPEG baseline: a native MozJPEG `cjpeg`, the encoder @jsquash/jpeg compiles to WebAssembly. Debian has no
// MozJPEG package and the bench may reach only the npm registry and Debian, so it is built once from the source
// the npm package `mozjpeg` ships (vendor/source/mozjpeg.tar.gz; fetched with `npm pack`, never installed: its
// postinstall downloads from GitHub) and cached under INPUT_DIR. If that fails, Debian's libjpeg-turbo `cjpeg`
// stands in and the baseline's name says so.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackages } from './debian.mjs';
import { INPUT_DIR } from './inputs.mjs';

const SOURCE_PACKAGE = 'mozjpeg@8';
const CACHE_DIR = join(INPUT_DIR, 'mozjpeg-npm8');
const CACHED_CJPEG = join(CACHE_DIR, 'cjpeg');
/** Only the compiler, make and nasm (MozJPEG's SIMD code); its autotools `configure` ships generated. */
const BUILD_TOOLS = [
  ['cc', 'build-essential'],
  ['make', 'build-essential'],
  ['nasm', 'nasm'],
];

/**
 * jSquash's options (@jsquash/jpeg 1.6 meta.js defaults, plus quality 90 from the page) as cjpeg switches. jSquash
 * runs Squoosh's mozjpeg_enc.cpp: jpeg_set_defaults (MozJPEG's max-compression profile: trellis quantisation
 * of AC and DC, overshoot deringing, scan optimisation: all cjpeg's defaults too), then
 *   quality: 90              -> -quality 90 (both go through rdswitch.c's set_quality_ratings, which also
 *                               turns chroma subsampling off (4:4:4) from quality 90 up; auto_subsample: true
 *                               keeps that, so no -sample)
 *   quant_table: 3           -> -quant-table 3 (ImageMagick's tables, MozJPEG's default)
 *   progressive: true, baseline: false -> -progressive (jpeg_simple_progression, cjpeg's default)
 *   optimize_coding: true    -> -optimize (optimised Huffman tables, the default)
 *   JINT_DC_SCAN_OPT_MODE 0  -> -dc-scan-opt 0 (the encoder sets it; cjpeg's default is 1)
 *   color_space: 3 (YCbCr), smoothing: 0, arithmetic: false, trellis_loops: 1, trellis_multipass,
 *   trellis_opt_zero, trellis_opt_table: false -> MozJPEG's defaults, which cjpeg keeps (no switch needed).
 * Checked: the native MozJPEG 3.2 built here and jSquash's WebAssembly (MozJPEG 3.3.1) write byte-identical files
 * with these switches at qualities 50 to 100; the bench compares the page's file's SHA-256 with cjpeg's.
 */
const MOZJPEG_ARGS = ['-quality', '90', '-quant-table', '3', '-progressive', '-optimize', '-dc-scan-opt', '0'];
/** The nearest libjpeg-turbo comes (it has no trellis quantisation and no -quant-table or -dc-scan-opt). */
const TURBO_ARGS = ['-quality', '90', '-sample', '1x1', '-progressive', '-optimize'];

/** Runs a command; throws with its output's tail when it fails. */
function run(command, args, options = {}) {
  const r = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (r.status !== 0) {
    const output = `${r.error ?? ''}${r.stdout ?? ''}${r.stderr ?? ''}`.trim().split('\n').slice(-15).join('\n');
    throw new Error(`${command} ${args.join(' ')} failed:\n${output}`);
  }
  return r.stdout;
}

/** 'mozjpeg version 3.2 (build …)' or 'libjpeg-turbo version 2.1.5 (build …)': cjpeg prints it on stderr. */
function versionOf(cjpeg) {
  const r = spawnSync(cjpeg, ['-version'], { encoding: 'utf8' });
  return /(\S+) version (\S+)/.exec(`${r.stderr}${r.stdout}`);
}

/** Fetches the package with `npm pack` and unpacks the MozJPEG source inside it; returns the source folder. */
function fetchSource(work) {
  const tarball = run('npm', ['pack', SOURCE_PACKAGE], { cwd: work }).trim().split('\n').pop();
  run('tar', ['xzf', tarball, 'package/vendor/source/mozjpeg.tar.gz'], { cwd: work });
  mkdirSync(join(work, 'src'));
  run('tar', ['xzf', join(work, 'package/vendor/source/mozjpeg.tar.gz'), '-C', join(work, 'src')]);
  const [dir] = readdirSync(join(work, 'src'));
  return { source: join(work, 'src', dir), from: tarball.replace(/\.tgz$/, '') };
}

/** A static cjpeg only: no shared library, TurboJPEG, arithmetic coding or libpng; SIMD on (nasm). */
function compile(source, build) {
  mkdirSync(build);
  const env = { ...process.env, PKG_CONFIG: 'false' }; // no libpng: cjpeg reads the bench's PPM
  const configure = ['--disable-shared', '--without-turbojpeg', '--without-arith-enc', '--without-arith-dec'];
  run('sh', [join(source, 'configure'), ...configure, '--with-build-date=devtoolbox-bench'], { cwd: build, env });
  const jobs = `-j${availableParallelism()}`;
  run('make', [jobs, '-C', 'simd'], { cwd: build }); // `make cjpeg` does not descend into simd/ itself
  run('make', [jobs, 'cjpeg'], { cwd: build });
  return join(build, 'cjpeg');
}

function buildMozjpeg() {
  ensureDebianPackages(BUILD_TOOLS);
  const work = mkdtempSync(join(tmpdir(), 'devtoolbox-mozjpeg-'));
  try {
    const t0 = Date.now();
    const { source, from } = fetchSource(work);
    const cjpeg = compile(source, join(work, 'build'));
    mkdirSync(CACHE_DIR, { recursive: true });
    copyFileSync(cjpeg, `${CACHED_CJPEG}.partial`);
    renameSync(`${CACHED_CJPEG}.partial`, CACHED_CJPEG);
    console.log(`Built MozJPEG's cjpeg from npm ${from} in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

let encoder;

/** { path, args, mozjpeg, name }: the cached native MozJPEG cjpeg (built on first use), else libjpeg-turbo's. */
export function jpegEncoder() {
  if (encoder) return encoder;
  try {
    // Built once; a missing or broken cached binary is built again.
    if (!existsSync(CACHED_CJPEG) || versionOf(CACHED_CJPEG)?.[1] !== 'mozjpeg') {
      console.log(`\nBuilding MozJPEG's cjpeg once (cached in ${CACHE_DIR})…`);
      buildMozjpeg();
    }
    const version = versionOf(CACHED_CJPEG);
    if (version?.[1] !== 'mozjpeg') throw new Error(`${CACHED_CJPEG} is not MozJPEG's cjpeg`);
    encoder = { path: CACHED_CJPEG, args: MOZJPEG_ARGS, mozjpeg: true, name: `MozJPEG ${version[2]} cjpeg (native)` };
  } catch (error) {
    console.error(`\nNo native MozJPEG (${error.message}); falling back to Debian's libjpeg-turbo cjpeg.`);
    const version = versionOf('cjpeg');
    const turbo = version ? `libjpeg-turbo ${version[2]}` : 'libjpeg-turbo';
    encoder = { path: 'cjpeg', args: TURBO_ARGS, mozjpeg: false, name: `${turbo} cjpeg (MozJPEG build failed)` };
  }
  return encoder;
}
