import { UrlCodecView } from '../../codec/UrlCodecView';

export default function UrlDecoder() {
  return <UrlCodecView direction="decode" />;
}
