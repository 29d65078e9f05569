import type { MorseOptions } from './core';
import { KitView } from '../../ui/kit/KitView';
import { morseCode } from './declaration';
import { MorsePlayer } from './MorsePlayer';

/** The Morse code translator: the kit's screen, with the player (Play, Stop, a light) under the input. */
export default function MorseCode() {
  return (
    <KitView
      declaration={morseCode}
      belowInput={(text, action, options: MorseOptions) => (
        <MorsePlayer text={text} action={action} options={options} />
      )}
    />
  );
}
