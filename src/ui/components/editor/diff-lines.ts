/**
 * A list of differences, one a line, coloured by its first character: '+' added, '-' removed, '~' changed, '>' moved
 * (the JSON diff's tree). Each line also says its kind in words, so the colour is never the only mark.
 */
import { StreamLanguage } from '@codemirror/language';

const TOKEN_OF: Readonly<Record<string, string>> = { '+': 'inserted', '-': 'deleted', '~': 'atom', '>': 'keyword' };

export const diffLines = StreamLanguage.define<null>({
  name: 'diff-lines',
  startState: () => null,
  token(stream) {
    const token = stream.sol() ? TOKEN_OF[stream.peek() ?? ''] : undefined;
    stream.skipToEnd();
    return token ?? null;
  },
});
