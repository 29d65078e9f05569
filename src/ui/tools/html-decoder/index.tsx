import { HtmlCodecView } from '../html-entities/HtmlCodecView';

export default function HtmlDecoder() {
  return <HtmlCodecView direction="decode" />;
}
