/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, type Detector } from '../../core/site/detector';
import { decodeHtml } from '../html-entities/core';

const ENTITY = /&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/gi;

const detectEntities: Detector = ({ head }) => {
  const entities = head.match(ENTITY) ?? [];
  if (entities.length === 0 || decodeHtml(entities.join('')) === entities.join('')) return [];
  const examples = [...new Set(entities)].slice(0, 3).join(' ');
  return [hit('html-decoder', 60 + Math.min(entities.length, 10), `Contains HTML entities (${examples})`)];
};

export default detectEntities;
