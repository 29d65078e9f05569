import { HtmlCodecView } from '../../codec/HtmlCodecView';

export default function HtmlEncoder() {
  return <HtmlCodecView direction="encode" />;
}
