/** The IANA time zones a picker offers, and how typing narrows them. */

let zones: readonly string[] | undefined;

/** Every zone the browser knows (`Intl.supportedValuesOf`), with UTC, which some browsers leave out of the list. */
export function timeZoneNames(): readonly string[] {
  zones ??= [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])];
  return zones;
}

/** A name or a query in one form: lower case, spaces as IANA's underscores. */
const folded = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '_');

/**
 * The zones a typed query picks, at most `limit`: those with a part (Europe, London) starting with the query first,
 * then those that only contain it; ' ' and '_' are one ('new york' finds America/New_York). An empty query: the first.
 */
export function matchZones(query: string, names: readonly string[], limit = 50): string[] {
  const wanted = folded(query);
  if (wanted === '') return names.slice(0, limit);
  const starts: string[] = [];
  const contains: string[] = [];
  for (const name of names) {
    const zone = folded(name);
    if (zone.startsWith(wanted) || zone.includes(`/${wanted}`)) starts.push(name);
    else if (zone.includes(wanted)) contains.push(name);
  }
  return [...starts, ...contains].slice(0, limit);
}
