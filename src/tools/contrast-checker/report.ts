/** The contrast report as the page shows it: one aligned line per measure. */
import { ratioOf, ratioText, type ContrastReport, type WcagLevel } from './core';
import { CONTRAST_CHECKER_MESSAGES as WORDS, LEVEL_LABELS } from './words';

/** 'AA, normal text (4.5:1)'. */
export const levelText = (id: WcagLevel) => `${LEVEL_LABELS[id]} (${ratioOf(id)}:1)`;

const lightness = (l: number) => `${Math.round(l * 1000) / 10}%`;

function suggestionLine({ suggestion: found, level }: ContrastReport): string {
  if (found === 'passes') return WORDS.alreadyPasses(levelText(level));
  if (found === null) return WORDS.noSuggestion(levelText(level));
  return WORDS.suggest(levelText(level), found.hex, ratioText(found.ratio), lightness(found.from), lightness(found.to));
}

export function reportText(report: ContrastReport): string {
  const rows: [string, string][] = [
    [WORDS.ratio, ratioText(report.ratio)],
    ...report.passes.map(({ id, passes }): [string, string] => [levelText(id), passes ? WORDS.pass : WORDS.fail]),
    [WORDS.apca, `${report.lc} (${WORDS.apcaPolarity(report.lc)})`],
    [WORDS.suggestion, suggestionLine(report)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const table = rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}\n`).join('');
  return report.mapped ? `${table}${WORDS.mapped}\n` : table;
}
