import { UrlCodecView } from '../../codec/UrlCodecView';

export default function UrlEncoder() {
  return <UrlCodecView direction="encode" />;
}
