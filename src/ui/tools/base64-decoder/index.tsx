import { Base64DecoderView } from '../base64/Base64DecoderView';

export default function Base64Decoder() {
  return <Base64DecoderView />;
}
