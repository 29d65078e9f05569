/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, jsonOf, plural, type Detector } from '../../core/site/detector';
import { FULL_PARSE_CHARS, JSON_TAIL_CHARS, startsLikeJson } from '../../core/site/detect-sample';

const detectJson: Detector = (sample) => {
  const { head, length, tail } = sample;
  if (!startsLikeJson(head)) return [];
  if (length > FULL_PARSE_CHARS) {
    const last = tail.slice(-JSON_TAIL_CHARS).trimEnd().slice(-1);
    if ((head[0] === '{' && last === '}') || (head[0] === '[' && last === ']'))
      return [
        hit(
          'json-formatter',
          90,
          `Looks like JSON (${head[0] === '{' ? 'an object' : 'an array'}, too long to check in full)`,
        ),
      ];
    return [];
  }
  const json = jsonOf(sample);
  if (!json) return [];
  const { value } = json;
  const shape = Array.isArray(value)
    ? `an array of ${plural(value.length, 'item')}`
    : `an object with ${plural(Object.keys(value as object).length, 'key')}`;
  return [hit('json-formatter', 100, `Looks like JSON (${shape})`)];
};

export default detectJson;
