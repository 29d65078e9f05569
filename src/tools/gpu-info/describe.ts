/** GPU Info's findings in words: each row's label and value, the JSON copy and the check-up's line. */
import type { ApiInfo, GpuMissing, GpuReport, GpuValue, InfoRow } from './core';
import { displayValue } from '../system-snapshot/describe';
import { GPU_INFO_TEXTS as T } from './words';

/** A reading as shown: sizes '16384 × 16384', ranges '1 – 1024', yes/no, counts and text as they are; 'N/A' if missing. */
export function valueText(value: GpuValue): string {
  if (typeof value === 'boolean') return value ? T.yes : T.no;
  if (typeof value !== 'object') return displayValue(value);
  if ('notExposed' in value) return T.notExposed;
  if ('size' in value) return `${value.size[0]} × ${value.size[1]}`;
  return `${value.range[0]} – ${value.range[1]}`;
}

export const describeRows = (info: ApiInfo): InfoRow[] =>
  info.rows.map((row) => ({ label: T.labels[row.key], value: valueText(row.value) }));

function apiJson(info: ApiInfo | GpuMissing, listName: string): unknown {
  if (typeof info === 'string') return T[info];
  const rows = Object.fromEntries(describeRows(info).map((r) => [r.label, r.value]));
  const limits = info.limits && { [T.limits]: Object.fromEntries(info.limits.map((r) => [r.label, r.value])) };
  return { ...rows, ...limits, [listName]: info.list };
}

/** Everything shown, as JSON: each API's rows by label, its limits and its list, or its note. */
export function gpuJson(report: GpuReport): string {
  return JSON.stringify(
    {
      [T.webgl]: apiJson(report.webgl, 'Extensions'),
      [T.webgl2]: apiJson(report.webgl2, 'Extensions'),
      [T.webgpu]: apiJson(report.webgpu, 'Features'),
    },
    null,
    2,
  );
}

/** The check-up's line: the renderer (unmasked where exposed) and which of WebGL2 and WebGPU work. */
export function gpuSummary(report: GpuReport): string {
  if (typeof report.webgl === 'string') return T.summaryNoWebgl;
  const rows = report.webgl.rows;
  const value = (key: 'renderer' | 'unmaskedRenderer') => rows.find((r) => r.key === key)?.value;
  const unmasked = value('unmaskedRenderer');
  const renderer = typeof unmasked === 'string' && unmasked ? unmasked : valueText(value('renderer'));
  return T.summary(renderer, typeof report.webgl2 !== 'string', typeof report.webgpu !== 'string');
}
