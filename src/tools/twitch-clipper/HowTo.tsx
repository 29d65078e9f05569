import { TWITCH_TEXTS } from './words';
import { Panel } from '../../ui/components/Panel';

export function HowTo() {
  return (
    <Panel title={TWITCH_TEXTS.howToPanel}>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-200">
        <li>{TWITCH_TEXTS.howToLoad}</li>
        <li>{TWITCH_TEXTS.howToRange}</li>
        <li>{TWITCH_TEXTS.howToSave}</li>
        <li>
          {TWITCH_TEXTS.howToWith}{' '}
          <a className="underline" href="https://github.com/yt-dlp/yt-dlp" target="_blank" rel="noopener noreferrer">
            {TWITCH_TEXTS.ytDlp}
          </a>{' '}
          {TWITCH_TEXTS.howToRun}
        </li>
      </ol>
    </Panel>
  );
}
