import type { CipherOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<CipherOptions>[] = [
  {
    name: 'ROT13',
    input: 'Why did the chicken cross the road?',
    action: 'encrypt',
    expect: { output: 'Jul qvq gur puvpxra pebff gur ebnq?' },
  },
  {
    name: 'Vigenère, decrypted with the key LEMON',
    input: 'Lxfopv ef rnhr!',
    action: 'decrypt',
    options: { cipher: 'vigenere', key: 'LEMON' },
    expect: { output: 'Attack at dawn!' },
  },
  {
    name: 'Caesar, every shift tried',
    input: 'Wkh vhfuhw phhwlqj lv dw qrrq',
    action: 'try-all',
    expect: {
      output: ` 1. Shift  3 (χ² 11.6): The secret meeting is at noon
 2. Shift  9 (χ² 69.8): Nby mywlyn gyyncha cm un hiih
 3. Shift 15 (χ² 102.4): Hvs gsqfsh asshwbu wg oh bccb
 4. Shift 16 (χ² 128.2): Gur frperg zrrgvat vf ng abba
 5. Shift 14 (χ² 142.1): Iwt htrgti bttixcv xh pi cddc
 6. Shift  4 (χ² 142.5): Sgd rdbqds lddshmf hr zs mnnm
 7. Shift 11 (χ² 173.6): Lzw kwujwl ewwlafy ak sl fggf
 8. Shift  2 (χ² 177.7): Uif tfdsfu nffujoh jt bu oppo
 9. Shift 20 (χ² 235.4): Cqn bnlanc vnncrwp rb jc wxxw
10. Shift  5 (χ² 236.9): Rfc qcapcr kccrgle gq yr lmml
11. Shift  7 (χ² 301.1): Pda oaynap iaapejc eo wp jkkj
12. Shift 22 (χ² 306.2): Aol zljyla tllapun pz ha uvvu
13. Shift 18 (χ² 317.5): Esp dpncpe xppetyr td le yzzy
14. Shift 19 (χ² 328.9): Dro combod woodsxq sc kd xyyx
15. Shift  1 (χ² 349.0): Vjg ugetgv oggvkpi ku cv pqqp
16. Shift 21 (χ² 353.4): Bpm amkzmb ummbqvo qa ib vwwv
17. Shift 25 (χ² 515.2): Xli wigvix qiixmrk mw ex rssr
18. Shift 12 (χ² 546.1): Kyv jvtivk dvvkzex zj rk effe
19. Shift 13 (χ² 546.7): Jxu iushuj cuujydw yi qj deed
20. Shift 10 (χ² 803.6): Max lxvkxm fxxmbgz bl tm ghhg
21. Shift 24 (χ² 819.7): Ymj xjhwjy rjjynsl nx fy stts
22. Shift  6 (χ² 929.6): Qeb pbzobq jbbqfkd fp xq kllk
23. Shift 23 (χ² 1066.1): Znk ykixkz skkzotm oy gz tuut
24. Shift  8 (χ² 1552.0): Ocz nzxmzo hzzodib dn vo ijji
25. Shift 17 (χ² 1625.1): Ftq eqodqf yqqfuzs ue mf zaaz`,
    },
  },
];
