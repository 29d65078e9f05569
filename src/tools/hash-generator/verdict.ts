/** The Verify field's read-out: 'Matches SHA-256' or 'No match'. */
import { resultLabel, type AlgorithmId } from './core/algorithms';
import { matchesMessage, NO_MATCH } from './words';

export function verifyMessage(matches: readonly AlgorithmId[], keyed: boolean): string {
  if (!matches.length) return NO_MATCH;
  return matchesMessage(matches.map((id) => resultLabel(id, keyed)));
}
