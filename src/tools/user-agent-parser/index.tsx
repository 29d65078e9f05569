import { KitView } from '../../ui/kit/KitView';
import { ClientHints } from './ClientHints';
import { userAgentParser } from './declaration';

/** The user agent parser: the kit's screen, with the visitor's own client hints under the input. */
export default function UserAgentParser() {
  return <KitView declaration={userAgentParser} belowInput={(text) => <ClientHints text={text} />} />;
}
