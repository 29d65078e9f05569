import { KitView } from '../../ui/kit/KitView';
import { ContrastSample } from './ContrastSample';
import type { ContrastCheckerOptions } from './core';
import { contrastChecker } from './declaration';

/** The contrast checker: the kit's screen, with the live sample and the suggestion's button under the input. */
export default function ContrastChecker() {
  return (
    <KitView
      declaration={contrastChecker}
      belowInput={(text, _action, { background, target }: ContrastCheckerOptions, setInput) => (
        <ContrastSample text={text} background={background} target={target} setInput={setInput} />
      )}
    />
  );
}
