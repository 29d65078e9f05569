import { UrlCodecView } from '../url-encoding/UrlCodecView';

export default function UrlEncoder() {
  return <UrlCodecView direction="encode" />;
}
