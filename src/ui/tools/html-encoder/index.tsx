import { HtmlCodecView } from '../html-entities/HtmlCodecView';

export default function HtmlEncoder() {
  return <HtmlCodecView direction="encode" />;
}
