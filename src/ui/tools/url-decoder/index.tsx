import { UrlCodecView } from '../url-encoding/UrlCodecView';

export default function UrlDecoder() {
  return <UrlCodecView direction="decode" />;
}
