/** The URL encoder's and decoder's fault words (spec section 8, word for word). */
import { defineFaultWords } from '../../core/shared/fault-words';
import { fault } from './core/faults';

export const URL_ENCODING_FAULTS = defineFaultWords(fault, {
  encode: { title: 'Encoding Error', description: 'Unable to encode text. Please check your input.' },
  decode: { title: 'Unable to decode text. Make sure it contains valid URL encoded characters' },
  batchDecode: { title: 'Unable to decode some URLs. Make sure they contain valid URL encoded characters.' },
});
