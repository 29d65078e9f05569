import { faultsOf, type ReasonParams } from '../../../core/shared/tool-error';

/** A parser's reason and place, when the failure was a parse error at all. */
type MaybeReason = Partial<ReasonParams>;

/** The JavaScript formatter's faults; their words are in ../words.ts. */
export interface JsFaults {
  emptyFormat: object;
  emptyMinify: object;
  emptyValidate: object;
  format: MaybeReason;
  minify: MaybeReason;
  validate: ReasonParams;
}

export const fault = faultsOf<JsFaults>('js-formatter');
