/** The password generator's character sets (spec section 9) and the look-alike characters one may leave out. */
export const CHARACTER_SETS = {
  uppercase: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  lowercase: 'abcdefghijklmnopqrstuvwxyz',
  numbers: '0123456789',
  symbols: '!@#$%^&*()_+{}:"<>?|[];\',./`~',
} as const;

export type SetName = keyof typeof CHARACTER_SETS;

export const SET_NAMES = Object.keys(CHARACTER_SETS) as SetName[];

/** Characters easily mistaken for one another when read or typed. */
export const LOOK_ALIKES = '0O1lI';

/** The enabled sets' characters, each set as a string, with look-alikes removed when asked. */
export function enabledSets(enabled: Readonly<Record<SetName, boolean>>, excludeLookAlikes: boolean): string[] {
  return SET_NAMES.filter((name) => enabled[name]).map((name) =>
    excludeLookAlikes
      ? [...CHARACTER_SETS[name]].filter((c) => !LOOK_ALIKES.includes(c)).join('')
      : CHARACTER_SETS[name],
  );
}
