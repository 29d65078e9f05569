/** A user agent's summary as the page shows it: a row a part, saying so where the string names none. */
import { rowsOf, type KeyValueRow } from '../../core/shared/structured';
import type { UserAgentParts } from './core';
import { USER_AGENT_MESSAGES as M } from './words';

export const summaryRows = ({ browser, engine, os, device, cpu, bot }: UserAgentParts): KeyValueRow[] =>
  rowsOf([
    [M.browser, browser ?? M.notNamed],
    [M.engine, engine ?? M.notNamed],
    [M.os, os ?? M.notNamed],
    [M.device, device ?? M.noDevice],
    [M.cpu, cpu ?? M.notNamed],
    ...(bot === undefined ? [] : [[M.bot, bot] as const]),
  ]);
