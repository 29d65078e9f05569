/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, type Detector } from '../../core/site/detector';
import { parseRequest } from './core/parse';

/** '5 cm to inch', '72 °F in °C', '700 MB at 20 Mbit/s': a number, a unit and a target unit or a rate, both known. */
const UNIT_REQUEST = /^[+-]?(?:\d|\.\d)[^\n]{0,60}\s(?:to|in|at)\s+\S[^\n]{0,20}$/;

const detectUnitConversion: Detector = ({ head }) => {
  if (head.length > 100 || !UNIT_REQUEST.test(head)) return [];
  try {
    const { quantity, rate, target } = parseRequest(head);
    const transfer = rate && quantity.found.kind.id === 'data-size' && rate.found.kind.id === 'data-rate';
    if (rate ? !transfer : target?.kind !== quantity.found.kind) return [];
    const what = rate ? 'a transfer time' : `${quantity.found.unit.symbol} to ${target!.unit.symbol}`;
    return [hit('unit-converter', 90, `Looks like a unit conversion (${what})`)];
  } catch {
    return [];
  }
};

export default detectUnitConversion;
