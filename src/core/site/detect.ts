/**
 * Smart paste: what a pasted text looks like, and which tools take it, best first.
 *
 * Every check is bounded, so detection costs about the same on 1 KB as on 50 MB: exact shapes (UUID, colour,
 * timestamp, JWT, URL) only look at short text, JSON is parsed in full up to FULL_PARSE_CHARS, and the
 * heuristic checks (markup, CSS, JavaScript, Base64, escapes) read a bounded prefix (HEURISTIC_PREFIX), which
 * decides what a text is as well as the whole would: a stylesheet does not turn into JavaScript after 64 KB.
 * The detectors read only a `TextSample` (./detect-sample), which holds just that, so a long paste can be
 * detected in a worker from its sample (`detectSample`).
 */
import type { Tool } from './catalogue';
import { sampleOf, type TextSample } from './detect-sample';
import { hit, type Detection, type Detector } from './detector';

export { FULL_PARSE_CHARS, HEURISTIC_PREFIX, sampleOf, type TextSample } from './detect-sample';
export type { Detection } from './detector';

/** Every tool's detector: the default export of `src/tools/<id>/detect.ts`. */
const DETECTORS: readonly Detector[] = Object.values(
  import.meta.glob<Detector>('../../tools/*/detect.ts', { eager: true, import: 'default' }),
);

/** Best first; between equal scores, by tool id, so the order never hangs on which detector ran first. */
const byScore = (a: Detection, b: Detection) => b.score - a.score || (a.toolId < b.toolId ? -1 : 1);

/** Which tools are built: the only part of a `Tool` detection reads (and all a worker needs of one). */
export type ToolAvailability = Pick<Tool, 'id' | 'comingSoon'>;

/**
 * The tools that take this text, best first, one entry per tool (its best reason), among `tools` that are
 * built (not coming soon). Never throws: a detector that cannot read the text simply does not match.
 */
export function detectTools(text: string, tools: readonly ToolAvailability[]): Detection[] {
  return detectSample(sampleOf(text), tools);
}

/** `detectTools` on the text's sample (`sampleOf`): the same answer, from at most about 1 MB of it. */
export function detectSample(input: TextSample, tools: readonly ToolAvailability[]): Detection[] {
  const available = new Set(tools.filter((t) => !t.comingSoon).map((t) => t.id));
  if (input.head === '') return [];
  const best = new Map<string, Detection>();
  for (const detector of DETECTORS) {
    for (const found of detector(input)) {
      const previous = best.get(found.toolId);
      if (available.has(found.toolId) && (!previous || previous.score < found.score)) best.set(found.toolId, found);
    }
  }
  return [...best.values()].sort(byScore);
}

/**
 * The file tools for a dropped file, best first, by the type its first bytes name (`mimeType`, from
 * `sniffSignature`; '' when unknown): a gzip file to the Gzip tool, a zip to the ZIP viewer, and any file to the
 * File Type Identifier and the Hex Viewer. Only built tools are offered.
 */
export function detectFile(mimeType: string, tools: readonly ToolAvailability[]): Detection[] {
  const available = new Set(tools.filter((t) => !t.comingSoon).map((t) => t.id));
  const found = [
    ...(mimeType === 'application/gzip' ? [hit('gzip-tool', 90, 'A gzip file: decompress it')] : []),
    ...(mimeType === 'application/zip' ? [hit('zip-viewer', 90, 'A zip file: list and extract its entries')] : []),
    hit('file-identifier', 60, 'Any file: what it really is, from its bytes'),
    hit('hex-viewer', 50, 'Any file: its bytes in hex'),
  ];
  return found.filter((d) => available.has(d.toolId));
}
