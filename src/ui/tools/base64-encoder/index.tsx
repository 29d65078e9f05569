import { useState } from 'react';
import { isBoolean } from '../../../core/site/share-checks';
import { Tabs } from '../../components/Tabs';
import { shareFieldsOf } from '../shared/shareable';
import { Base64Options, DEFAULT_SETTINGS, type Base64Settings } from '../base64/Base64Options';
import { FileToBase64, type FileOutputFormat } from '../base64/FileToBase64';
import { TextToBase64 } from '../base64/TextToBase64';

/** Text or a file to Base64. The tabs stay mounted, so switching between them loses nothing. */
export default function Base64Encoder() {
  const [settings, setSettings] = useState<Base64Settings>(DEFAULT_SETTINGS);
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<FileOutputFormat>('base64');
  const options = <Base64Options value={settings} onChange={setSettings} />;
  // A link carries the Text tab's input; a file never goes into one.
  const shareOptions = shareFieldsOf(settings, setSettings, {
    urlSafe: isBoolean,
    mime: isBoolean,
    padding: isBoolean,
  });

  return (
    <Tabs
      label="Encode"
      keepMounted
      tabs={[
        { label: 'Text', content: <TextToBase64 settings={settings} options={options} shareOptions={shareOptions} /> },
        {
          label: 'File',
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
