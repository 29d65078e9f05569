import { Base64DecoderView } from '../../codec/base64/Base64DecoderView';

export default function Base64Decoder() {
  return <Base64DecoderView />;
}
