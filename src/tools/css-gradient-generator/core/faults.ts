import { faultsOf } from '../../../core/shared/tool-error';
import type { GradientKind } from './model';

/** The gradient parser's faults and what each carries; their words are in ../words.ts. */
export interface GradientFaults {
  expectedFunction: object;
  missingClose: object;
  afterEnd: { text: string };
  emptyPart: object;
  tooFewStops: object;
  notAColour: { text: string };
  badPosition: { text: string };
  tooManyPositions: object;
  unexpected: { text: string; kind: GradientKind };
  badSpace: { text: string };
  badAngle: { text: string };
  tooLong: { limit: number };
}

export const fault = faultsOf<GradientFaults>('css-gradient-generator');
