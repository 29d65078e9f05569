import { BASE64_TEXTS } from '../base64/words';
import { KitView } from '../../ui/kit/KitView';
import { DecodedFile } from '../base64/DecodedFile';
import { base64TextDecoder } from '../base64/declaration';

/** The kit's screen, as the encoder's Text tab, with the decoded bytes as a file in a tab of their own. */
export default function Base64Decoder() {
  return (
    <KitView
      declaration={base64TextDecoder}
      extraOutputTabs={(_text, _action, _options, result) =>
        result ? [{ label: BASE64_TEXTS.asAFile, content: <DecodedFile result={result} /> }] : []
      }
    />
  );
}
