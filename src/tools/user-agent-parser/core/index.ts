/**
 * A User-Agent string read with ua-parser-js (the MIT 1.x line): browser, engine, OS, device and CPU, plus the name
 * of a crawler or command-line tool, which ua-parser-js 1.x does not read. The library is imported here only, so it
 * lives in the tool's own chunk.
 */
import UAParser from 'ua-parser-js';
import { fault } from './faults';

export { fault, type UserAgentFaults } from './faults';
export { looksLikeUserAgent } from './looks-like';

/** The longest input read; ua-parser-js itself reads only the first 500 characters. */
export const MAX_UA_CHARS = 2000;

/** A crawler (Googlebot/2.1, bingbot) or a tool (curl/8.5.0): its name and version, where the string gives one. */
const BOT =
  /\b([\w-]*(?:bot|crawler|spider)|Slurp|facebookexternalhit|curl|Wget|python-requests|Go-http-client|okhttp|PostmanRuntime|HeadlessChrome)(?:\/([\w.]+))?/i;

/** What the string names of each part, in the summary's order; undefined where it names nothing. */
export interface UserAgentParts {
  browser: string | undefined;
  engine: string | undefined;
  os: string | undefined;
  device: string | undefined;
  cpu: string | undefined;
  /** Absent unless the string is a crawler's or a tool's. */
  bot?: string;
}

export interface UserAgentReport {
  summary: UserAgentParts;
  /** ua-parser-js's result, and the bot, as JSON. */
  json: string;
}

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || undefined;

/** Reads one user agent string. */
export function parseUserAgent(input: string): UserAgentReport {
  const ua = input.trim();
  if (ua.length > MAX_UA_CHARS) throw fault('tooLong', { max: MAX_UA_CHARS });
  if (/[\r\n]/.test(ua)) throw fault('oneLine');
  const result = new UAParser(ua).getResult();
  const bot = BOT.exec(ua);
  const { browser, engine, os, device, cpu } = result;
  const deviceText = `${joined(device.vendor, device.model) ?? ''}${device.type ? ` (${device.type})` : ''}`.trim();
  const summary: UserAgentParts = {
    browser: joined(browser.name, browser.version),
    engine: joined(engine.name, engine.version),
    os: joined(os.name, os.version),
    device: deviceText || undefined,
    cpu: cpu.architecture,
    ...(bot ? { bot: joined(bot[1], bot[2]) } : {}),
  };
  const json = { ...result, bot: bot ? { name: bot[1], version: bot[2] } : undefined };
  return { summary, json: JSON.stringify(json, null, 2) };
}
