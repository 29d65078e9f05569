/** Main-thread side of smart paste's detection for long pastes (see ../ui/components/useOffers). */
import type { Detection, ToolAvailability } from '../core/site/detect';
import { sampleOf } from '../core/site/detect-sample';
import type { DetectTasks } from './detect.worker';
import { isAbortError } from './pool';
import { toolPool, type JobOptions } from './tool-pool';

// One worker: the newest text cancels the job before it, so two never need to run at once.
const detectPool = toolPool<DetectTasks>(
  'detection',
  () => new Worker(new URL('./detect.worker.ts', import.meta.url), { type: 'module', name: 'detect' }),
  { size: 1 },
);

/**
 * The tools that take `text`, detected in the worker from its sample (`sampleOf`: at most about 1 MB, 68 KB
 * for text over 1 MB), so the page copies no more than that. Rejects with an AbortError when `signal` aborts.
 * If the worker fails, detection runs here on the same sample: bounded, and rare.
 */
export async function detectToolsInWorker(
  text: string,
  tools: readonly ToolAvailability[],
  { signal }: JobOptions = {},
): Promise<Detection[]> {
  const sample = sampleOf(text);
  // Only what detection reads of each tool, not the whole catalogue entry.
  const available = tools.map(({ id, comingSoon }) => ({ id, comingSoon }));
  try {
    return await detectPool.run('detect', { sample, tools: available }, { signal });
  } catch (error) {
    if (isAbortError(error)) throw error;
    const { detectSample } = await import('../core/site/detect');
    signal?.throwIfAborted();
    return detectSample(sample, available);
  }
}
