/**
 * A User-Agent string read with ua-parser-js (the MIT 1.x line): browser, engine, OS, device and CPU, plus the name
 * of a crawler or command-line tool, which ua-parser-js 1.x does not read. The library is imported here only, so it
 * lives in the tool's own chunk.
 */
import UAParser from 'ua-parser-js';
import { rowsOf, type KeyValueRow } from '../../../core/shared/structured';
import { ToolError } from '../../../core/shared/tool-error';
import { USER_AGENT_MESSAGES as M } from '../words';

export { USER_AGENT_MESSAGES } from '../words';
export { looksLikeUserAgent } from './looks-like';

/** The longest input read; ua-parser-js itself reads only the first 500 characters. */
export const MAX_UA_CHARS = 2000;

/** A crawler (Googlebot/2.1, bingbot) or a tool (curl/8.5.0): its name and version, where the string gives one. */
const BOT =
  /\b([\w-]*(?:bot|crawler|spider)|Slurp|facebookexternalhit|curl|Wget|python-requests|Go-http-client|okhttp|PostmanRuntime|HeadlessChrome)(?:\/([\w.]+))?/i;

export interface UserAgentReport {
  /** The summary, a row a part. */
  summary: KeyValueRow[];
  /** ua-parser-js's result, and the bot, as JSON. */
  json: string;
}

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

/** Reads one user agent string. */
export function parseUserAgent(input: string): UserAgentReport {
  const ua = input.trim();
  if (ua.length > MAX_UA_CHARS) throw new ToolError(M.tooLongTitle, M.tooLong(MAX_UA_CHARS));
  if (/[\r\n]/.test(ua)) throw new ToolError(M.invalidTitle, M.oneLine);
  const result = new UAParser(ua).getResult();
  const bot = BOT.exec(ua);
  const { browser, engine, os, device, cpu } = result;
  const deviceText = joined(device.vendor, device.model) + (device.type ? ` (${device.type})` : '');
  const summary = rowsOf([
    [M.browser, joined(browser.name, browser.version) || M.notNamed],
    [M.engine, joined(engine.name, engine.version) || M.notNamed],
    [M.os, joined(os.name, os.version) || M.notNamed],
    [M.device, deviceText.trim() || M.noDevice],
    [M.cpu, cpu.architecture ?? M.notNamed],
    ...(bot ? [[M.bot, joined(bot[1], bot[2])] as const] : []),
  ]);
  const json = { ...result, bot: bot ? { name: bot[1], version: bot[2] } : undefined };
  return { summary, json: JSON.stringify(json, null, 2) };
}
