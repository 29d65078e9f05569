/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, type Detector } from '../../core/site/detector';
import { inspectUuid } from './core/inspect';

const detectUuid: Detector = ({ head }) => {
  if (
    head.length > 48 ||
    !/^(urn:uuid:)?\{?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}?$/i.test(head)
  )
    return [];
  try {
    const info = inspectUuid(head);
    const kind = info.special ?? (info.variant === 'RFC 9562' ? `version ${info.version}` : info.variant);
    return [hit('uuid-generator', 95, `Looks like a UUID (${kind})`)];
  } catch {
    return [];
  }
};

export default detectUuid;
