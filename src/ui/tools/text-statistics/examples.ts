import type { TextStatisticsOptions } from '../../../core/tools/text-statistics';
import type { KitExample } from '../../kit/declaration';

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<TextStatisticsOptions>[] = [
  {
    name: 'An English paragraph',
    input:
      "It was the best of times, it was the worst of times. It was the age of wisdom, it was the age of foolishness!\n\nDickens wrote it in 1859. Isn't it still quoted?\n",
    expect: {
      statistics:
        'Characters         160\nCode points        160\nUTF-16 code units  160\nBytes (UTF-8)      160\nBytes (UTF-16)     320\nWords              33\nSentences          4\nLines              3\nParagraphs         2\nReading time       8 s\nSpeaking time      13 s\nLongest line       line 1, 109 characters\n',
      words:
        '2  age\n2  times\n1  1859\n1  best\n1  dickens\n1  foolishness\n1  quoted\n1  still\n1  wisdom\n1  worst\n',
    },
  },
  {
    name: 'Chinese, Japanese and Thai',
    input: '我们在北京学习中文。今天天气很好！\nこれは日本語の文章です。\nภาษาไทยไม่มีการเว้นวรรคระหว่างคำ\n',
    expect: {
      statistics:
        'Characters         59\nCode points        64\nUTF-16 code units  64\nBytes (UTF-8)      186\nBytes (UTF-16)     128\nWords              22\nSentences          4\nLines              3\nParagraphs         1\nReading time       6 s\nSpeaking time      9 s\nLongest line       line 3, 27 characters\n',
      words: '1  การ\n1  คำ\n1  ภาษา\n1  ระหว่าง\n1  วรรค\n1  เว้น\n1  ไทย\n1  ไม่มี\n1  これ\n1  です\n',
    },
  },
  {
    name: 'Emoji and accents, with stop words',
    input: 'Café 👍🏽 and the 👨‍👩‍👧 family: é is é.\n',
    options: { skipStopWords: false },
    expect: {
      statistics:
        'Characters         33\nCode points        39\nUTF-16 code units  44\nBytes (UTF-8)      61\nBytes (UTF-16)     88\nWords              7\nSentences          1\nLines              1\nParagraphs         1\nReading time       2 s\nSpeaking time      3 s\nLongest line       line 1, 32 characters\n',
      words: '2  é\n1  and\n1  café\n1  family\n1  is\n1  the\n',
    },
  },
];
