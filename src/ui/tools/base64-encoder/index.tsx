import { useState } from 'react';
import { Panel } from '../../components/Panel';
import { Tabs } from '../../components/Tabs';
import { Base64Options, DEFAULT_SETTINGS, type Base64Settings } from '../base64/Base64Options';
import { FileToBase64, type FileOutputFormat } from '../base64/FileToBase64';
import { TextToBase64, encodeOrNotify } from '../base64/TextToBase64';

/** Text or a file to Base64. State lives here so switching tabs loses nothing. */
export default function Base64Encoder() {
  const [settings, setSettings] = useState<Base64Settings>(DEFAULT_SETTINGS);
  const [tab, setTab] = useState(0);
  const [text, setText] = useState('');
  const [output, setOutput] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<FileOutputFormat>('base64');

  const changeSettings = (next: Base64Settings) => {
    setSettings(next);
    // An existing result follows the options at once.
    if (output) setOutput(encodeOrNotify(text, next));
  };

  return (
    <div className="flex flex-col gap-6">
      <Panel title="Options">
        <Base64Options value={settings} onChange={changeSettings} />
      </Panel>
      <Panel>
        <Tabs
          label="Encode"
          selectedIndex={tab}
          onChange={setTab}
          tabs={[
            {
              label: 'Text',
              content: (
                <TextToBase64 text={text} onText={setText} output={output} onOutput={setOutput} settings={settings} />
              ),
            },
            {
              label: 'File',
              content: (
                <FileToBase64 file={file} onFile={setFile} format={format} onFormat={setFormat} settings={settings} />
              ),
            },
          ]}
        />
      </Panel>
    </div>
  );
}
