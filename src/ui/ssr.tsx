/**
 * Server entry used only at build time: renders one route of the app to HTML, waiting for every
 * lazy page and tool view, so each route ships as static HTML that the browser then hydrates.
 */
import { createStore } from 'jotai';
import { prerender } from 'react-dom/static';
import { TOOLS } from '../core/site/tools';
import { Root } from './Root';

export { TOOLS };

export async function renderPath(path: string): Promise<{ html: string; errors: string[] }> {
  const errors: string[] = [];
  const { prelude } = await prerender(<Root path={path} store={createStore()} />, {
    // One chunk: every boundary is written in place, so the content is visible without any script.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
    },
  });
  const html = await new Response(prelude).text();
  return { html, errors };
}
