import { useState } from 'react';
import { COMPONENT_TEXTS } from './messages';
import { notify } from '../notify';

/**
 * Load Example for any tool: each press applies the next of `examples` and says which one it loaded (or
 * `loadedMessage`, where a tool says it its own way; null where applying it ends in a message of its own). The
 * button's title names the example the next press loads.
 */
export function useExampleCycle<E extends { name: string }>(
  examples: readonly E[],
  apply: (example: E) => void,
  loadedMessage?: string | null,
) {
  const [next, setNext] = useState(0);
  const example = examples[next % examples.length];
  const load = () => {
    apply(example);
    setNext(next + 1);
    if (loadedMessage === null) return;
    if (loadedMessage) notify.success(loadedMessage);
    else notify.success(COMPONENT_TEXTS.exampleLoaded, example.name);
  };
  return { load, title: COMPONENT_TEXTS.exampleTitle(example.name), label: COMPONENT_TEXTS.loadExample };
}
