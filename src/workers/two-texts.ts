/** Two texts for one worker task (a diff's sides, a document and its schema), each served in slices. */
import { serveString } from './chunks';
import type { TextSource } from './text-task';
import { TEXT_SLICE_CHARS } from './text-job';

/**
 * Runs `send` with both texts served in slices (as `runOnText` sends one), so that no message clones a whole
 * document; the ports are transferred by `send` and closed after it.
 */
export async function withTwoTexts<T>(
  first: string,
  second: string,
  send: (sources: [TextSource, TextSource], transfer: MessagePort[]) => Promise<T>,
): Promise<T> {
  const served = [first, second].map((text) => serveString(text, 1, TEXT_SLICE_CHARS));
  const ports = served.map(({ ports: [port] }) => port);
  try {
    return await send(
      [
        { source: ports[0], chars: first.length },
        { source: ports[1], chars: second.length },
      ],
      ports,
    );
  } finally {
    for (const { close } of served) close();
  }
}
