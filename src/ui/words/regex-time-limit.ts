/** The words of a user regex's job stopped at its time limit (src/workers/time-limit.ts): the spec's. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { USER_REGEX_MESSAGES } from '../../core/shared/regex-flags';
import { regexTimeLimitFault } from '../../workers/time-limit-faults';

export const REGEX_TIME_LIMIT_FAULTS = defineFaultWords(regexTimeLimitFault, {
  tooSlow: { title: USER_REGEX_MESSAGES.tooSlowTitle, description: USER_REGEX_MESSAGES.tooSlow },
});
