import { Panel } from '../../components/Panel';

export function HowTo() {
  return (
    <Panel title="How to use">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-200">
        <li>
          Paste the address of a Twitch video (twitch.tv/videos/…) or clip (clips.twitch.tv/…) and press Load to watch
          it in Twitch's player.
        </li>
        <li>Set the start and end of your clip with the sliders (up to one hour into the video).</li>
        <li>Give the clip a title, then Download Clip to save its details, or Copy link to share the start.</li>
        <li>
          With{' '}
          <a className="underline" href="https://github.com/yt-dlp/yt-dlp" target="_blank" rel="noopener noreferrer">
            yt-dlp
          </a>{' '}
          installed, run the command from the file to download exactly that part of the video.
        </li>
      </ol>
    </Panel>
  );
}
