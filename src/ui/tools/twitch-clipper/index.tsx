import { Download, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { analytics } from '../../../core/site/analytics';
import {
  RANGE,
  clipFile,
  defaultTitle,
  linkAt,
  parseTwitchUrl,
  playerUrl,
  safeFileName,
  sourceId,
  ytDlpCommand,
  type ClipRange,
  type TwitchSource,
} from '../../../core/tools/twitch-clipper';
import { notify } from '../../notify';
import { Button } from '../../components/Button';
import { CopyButton } from '../../components/CopyButton';
import { downloadBlob } from '../../components/download';
import { OutputPane } from '../../components/OutputPane';
import { Panel } from '../../components/Panel';
import { TextField } from '../../components/TextField';
import type { ToolViewProps } from '../registry';
import { notifyToolError } from '../shared/notifyToolError';
import { ClipRangeFields } from './ClipRangeFields';
import { HowTo } from './HowTo';

export default function TwitchClipper(_props: ToolViewProps) {
  const [url, setUrl] = useState('');
  const [source, setSource] = useState<TwitchSource | null>(null);
  const [title, setTitle] = useState('');
  const [range, setRange] = useState<ClipRange>({ start: RANGE.start, end: RANGE.end });

  const load = () => {
    try {
      const parsed = parseTwitchUrl(url);
      setSource(parsed);
      setTitle(defaultTitle(new Date()));
      setRange({ start: RANGE.start, end: RANGE.end });
      notify.success('Video loaded successfully');
    } catch (error) {
      notifyToolError(error);
    }
  };

  const download = () => {
    try {
      const file = clipFile(source, range, title);
      const blob = new Blob([JSON.stringify(file, null, 2) + '\n'], { type: 'application/json' });
      downloadBlob(blob, `${safeFileName(title)}.clip.json`);
      analytics.emit({
        name: 'download_clip',
        params: { category: 'twitch_clipper', video_id: source ? sourceId(source) : '', duration: file.duration },
      });
      notify.success('Clip downloaded successfully!');
    } catch (error) {
      notifyToolError(error);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <Panel title="Video">
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-72">
            <TextField
              label="Twitch video URL"
              value={url}
              onChange={setUrl}
              placeholder="https://www.twitch.tv/videos/123456789"
              onKeyDown={(e) => e.key === 'Enter' && load()}
            />
          </div>
          <Button onClick={load}>Load</Button>
        </div>
        {source && (
          <div className="flex flex-col gap-2 rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800">
            <p className="text-slate-700 dark:text-slate-200">
              This site loads nothing from Twitch: its privacy policy blocks third-party frames, so the player opens on
              Twitch itself.
            </p>
            <a
              href={linkAt(source, range.start)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-indigo-700 underline focus-ring dark:text-indigo-300"
            >
              <ExternalLink aria-hidden className="size-4" /> Watch on Twitch from the clip start
            </a>
            <p className="font-mono text-xs break-all text-slate-600 dark:text-slate-300" data-testid="player-url">
              Player address: {playerUrl(source, window.location.hostname)}
            </p>
          </div>
        )}
      </Panel>
      <Panel title="Clip">
        <TextField label="Clip title" value={title} onChange={setTitle} />
        <ClipRangeFields range={range} onChange={setRange} />
        <div className="flex flex-wrap gap-2">
          <Button onClick={download}>
            <Download aria-hidden className="size-4" /> Download Clip
          </Button>
          <CopyButton
            text={source ? linkAt(source, range.start) : ''}
            label="Copy link"
            ariaLabel="Copy link at the clip start"
            successMessage="Copied to clipboard"
          />
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Download Clip saves a small JSON file (title, the link at the start time, start, end, duration and a ready
          yt-dlp command), not the video: run the command on your computer to cut exactly this clip.
        </p>
        {source && (
          <OutputPane
            label="yt-dlp command"
            value={ytDlpCommand(source, range, title)}
            rows={2}
            copyMessage="Copied to clipboard"
          />
        )}
      </Panel>
      <HowTo />
    </div>
  );
}
