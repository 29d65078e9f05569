import { useState } from 'react';
import { BASE64_TEXTS } from '../base64/words';
import { Tabs } from '../../ui/components/Tabs';
import { Base64Options } from '../base64/Base64Options';
import { DEFAULT_SETTINGS, type Base64Settings } from '../base64/settings';
import { FileToBase64, type FileOutputFormat } from '../base64/FileToBase64';
import { TextToBase64 } from '../base64/TextToBase64';

/** Text or a file to Base64 (the Text tab's screen carries the share link: its input and the options; a file never). The tabs stay mounted, so switching between them loses nothing. */
export default function Base64Encoder() {
  const [settings, setSettings] = useState<Base64Settings>(DEFAULT_SETTINGS);
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<FileOutputFormat>('base64');
  const options = <Base64Options value={settings} onChange={setSettings} />;

  return (
    <Tabs
      label={BASE64_TEXTS.encodeTabs}
      keepMounted
      tabs={[
        { label: BASE64_TEXTS.textTab, content: <TextToBase64 settings={settings} onSettings={setSettings} /> },
        {
          label: BASE64_TEXTS.fileTab,
          content: (
            <FileToBase64
              file={file}
              onFile={setFile}
              format={format}
              onFormat={setFormat}
              settings={settings}
              options={options}
            />
          ),
        },
      ]}
    />
  );
}
