/** jq-web ships no types: its module is a promise of jq's runtime (see ./jq.ts). */
declare module 'jq-web' {
  const jq: Promise<import('./jq').JqRuntime>;
  export default jq;
}
