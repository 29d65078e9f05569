/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, jsonOf, type Detector } from '../../core/site/detector';
import { startsLikeJson } from '../../core/site/detect-sample';
import { declaresSchema } from './core/declares-schema';

/** A schema names its draft in a top-level "$schema": first to the validator, the JSON formatter next. */
const detectSchema: Detector = (sample) => {
  const json = startsLikeJson(sample.head) ? jsonOf(sample) : null;
  return json && declaresSchema(json.value)
    ? [hit('json-schema-validator', 110, 'Looks like a JSON Schema (it has "$schema")')]
    : [];
};

export default detectSchema;
