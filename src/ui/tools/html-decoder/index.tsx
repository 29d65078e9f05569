import { HtmlCodecView } from '../../codec/HtmlCodecView';

export default function HtmlDecoder() {
  return <HtmlCodecView direction="decode" />;
}
