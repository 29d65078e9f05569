import { Download } from 'lucide-react';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { analytics } from '../../core/site/analytics';
import {
  RANGE,
  clipFile,
  linkAt,
  parseTwitchUrl,
  safeFileName,
  sourceId,
  watchUrl,
  ytDlpCommand,
  type ClipRange,
  type TwitchSource,
} from './core';
import { TWITCH_TEXTS } from './words';
import { notify } from '../../ui/notify';
import { Button } from '../../ui/components/Button';
import { CopyButton } from '../../ui/components/CopyButton';
import { downloadBlob } from '../../ui/components/download';
import { OutputPane } from '../../ui/components/OutputPane';
import { Panel } from '../../ui/components/Panel';
import { TextField } from '../../ui/components/TextField';
import type { ToolViewProps } from '../../ui/tools/registry';
import { notifyToolError } from '../../ui/components/notifyToolError';
import { ClipRangeFields } from './ClipRangeFields';
import { HowTo } from './HowTo';
import { documentAllowsPlayer, reloadWithHandoff, takeHandoff } from './playerPolicy';
import { TwitchPlayer, type PlayerStatus } from './TwitchPlayer';

/** The loaded video; `key` gives each Load a fresh frame. */
interface Player {
  source: TwitchSource;
  status: PlayerStatus;
  key: number;
}

export default function TwitchClipper(_props: ToolViewProps) {
  const [url, setUrl] = useState('');
  const [player, setPlayer] = useState<Player | null>(null);
  const [title, setTitle] = useState('');
  const [range, setRange] = useState<ClipRange>({ start: RANGE.start, end: RANGE.end });
  const source = player?.source ?? null;

  /** Load (or its continuation after a reload, `handedOff`): nothing is asked of Twitch before this. */
  const load = (text: string, { handedOff = false } = {}) => {
    try {
      const parsed = parseTwitchUrl(text);
      // Reached by in-app navigation, the document still has the previous page's policy, which refuses the
      // frame; reloading this address brings the tool's own. A hand-off never reloads again.
      if (!handedOff && !documentAllowsPlayer()) return reloadWithHandoff(watchUrl(parsed));
      setPlayer((previous) => ({ source: parsed, status: 'loading', key: (previous?.key ?? 0) + 1 }));
      setTitle(TWITCH_TEXTS.defaultTitle(new Date()));
      setRange({ start: RANGE.start, end: RANGE.end });
    } catch (error) {
      notifyToolError(error);
    }
  };

  // After a hand-off reload, the visitor's Load goes on here, once, in a task of its own after the page is live.
  const continueHandoff = useEffectEvent(() => {
    const handoff = takeHandoff();
    if (handoff === null) return;
    setUrl(handoff.videoUrl);
    if (handoff.pressed) load(handoff.videoUrl, { handedOff: true });
  });
  useEffect(() => {
    const timer = setTimeout(continueHandoff);
    return () => clearTimeout(timer);
  }, []);

  const playerShown = () => setPlayer((p) => (p?.status === 'loading' ? { ...p, status: 'shown' } : p));
  // Success is said only once the player itself says so: its frame also loads to show an error.
  const playerReady = () => {
    if (player?.status !== 'loading' && player?.status !== 'shown') return;
    setPlayer({ ...player, status: 'loaded' });
    notify.success(TWITCH_TEXTS.videoLoaded);
  };
  const playerBlocked = useCallback(() => setPlayer((p) => p && { ...p, status: 'blocked' }), []);

  const download = () => {
    try {
      const file = clipFile(source, range, title);
      const blob = new Blob([JSON.stringify(file, null, 2) + '\n'], { type: 'application/json' });
      downloadBlob(blob, `${safeFileName(title)}.clip.json`);
      analytics.emit({
        name: 'download_clip',
        params: { category: 'twitch_clipper', video_id: source ? sourceId(source) : '', duration: file.duration },
      });
      notify.success(TWITCH_TEXTS.clipDownloaded);
    } catch (error) {
      notifyToolError(error);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <Panel title={TWITCH_TEXTS.videoPanel}>
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-72">
            <TextField
              label={TWITCH_TEXTS.videoUrl}
              value={url}
              onChange={setUrl}
              placeholder={TWITCH_TEXTS.urlPlaceholder}
              onKeyDown={(e) => e.key === 'Enter' && load(url)}
            />
          </div>
          <Button
            mainAction
            variant={source ? 'secondary' : 'primary'}
            onClick={() => load(url)}
            aria-busy={player?.status === 'loading' || undefined}
          >
            {player?.status === 'loading' ? TWITCH_TEXTS.loading : TWITCH_TEXTS.load}
          </Button>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300">{TWITCH_TEXTS.loadNote}</p>
        {player && (
          <TwitchPlayer
            key={player.key}
            source={player.source}
            status={player.status}
            start={range.start}
            onShown={playerShown}
            onReady={playerReady}
            onBlocked={playerBlocked}
          />
        )}
      </Panel>
      <Panel title={TWITCH_TEXTS.clipPanel}>
        <TextField label={TWITCH_TEXTS.clipTitle} value={title} onChange={setTitle} />
        <ClipRangeFields range={range} onChange={setRange} />
        <div className="flex flex-wrap gap-2">
          {/* Before a load, Load is the primary button; Download Clip looks and reads disabled, yet a press still
              says 'Please load a video first' (the spec's words). */}
          <Button
            variant={source ? 'primary' : 'secondary'}
            onClick={download}
            aria-disabled={source ? undefined : true}
          >
            <Download aria-hidden className="size-4" /> {TWITCH_TEXTS.downloadClip}
          </Button>
          <CopyButton
            text={source ? linkAt(source, range.start) : ''}
            label={TWITCH_TEXTS.copyLink}
            ariaLabel={TWITCH_TEXTS.copyLinkAtStart}
            successMessage={TWITCH_TEXTS.copied}
          />
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300">{TWITCH_TEXTS.downloadNote}</p>
        {source && (
          <OutputPane
            label={TWITCH_TEXTS.ytDlpCommand}
            value={ytDlpCommand(source, range, title)}
            rows={2}
            copyMessage={TWITCH_TEXTS.copied}
          />
        )}
      </Panel>
      <HowTo />
    </div>
  );
}
