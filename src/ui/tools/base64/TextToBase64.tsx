import { encodeText } from '../../../core/tools/base64';
import { Button } from '../../components/Button';
import { OutputPane } from '../../components/OutputPane';
import { CodecInput } from '../shared/codec/CodecInput';
import { notifyToolError } from '../shared/notifyToolError';
import { toEncodeOptions, type Base64Settings } from './Base64Options';

interface TextToBase64Props {
  text: string;
  onText: (text: string) => void;
  output: string;
  onOutput: (output: string) => void;
  settings: Base64Settings;
}

/** Encodes the UTF-8 bytes of the text; refuses text that is not valid Unicode with the spec's message. */
export function encodeOrNotify(text: string, settings: Base64Settings): string {
  try {
    return encodeText(text, toEncodeOptions(settings));
  } catch (error) {
    notifyToolError(error);
    return '';
  }
}

export function TextToBase64({ text, onText, output, onOutput, settings }: TextToBase64Props) {
  return (
    <div className="flex flex-col gap-4">
      <CodecInput
        label="Text to encode"
        value={text}
        onChange={onText}
        placeholder="Hello, World! Café, 😀 and every other character are encoded as UTF-8."
        actionLabel="Encode"
        onAction={() => onOutput(encodeOrNotify(text, settings))}
        actions={
          <Button
            variant="ghost"
            onClick={() => {
              onText('');
              onOutput('');
            }}
            disabled={!text && !output}
          >
            Clear
          </Button>
        }
      />
      <OutputPane label="Base64" value={output} copyMessage="Copied to clipboard" />
    </div>
  );
}
