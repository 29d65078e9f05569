import { oneOf, textMatching, textUpTo } from '../../core/site/share-checks';
import { parseUri } from './core';
import { shareFieldsOf, useShareableState } from '../../ui/kit/shareable';
import { notifyToolError } from '../../ui/components/notifyToolError';
import { ALGORITHM_OPTIONS, DIGIT_OPTIONS, KIND_OPTIONS, PERIOD_OPTIONS, type OtpSettings } from './options';
import type { OtpAccountFields } from './useOtpState';

const CHECKS = {
  kind: oneOf(KIND_OPTIONS.map((o) => o.value)),
  algorithm: oneOf(ALGORITHM_OPTIONS.map((o) => o.value)),
  digits: oneOf(DIGIT_OPTIONS.map((o) => o.value)),
  period: oneOf(PERIOD_OPTIONS.map((o) => o.value)),
  counterText: textMatching(/^\d{0,16}$/),
  issuer: textUpTo(200),
  account: textUpTo(200),
};

/**
 * A link to the OTP tool carries its settings (type, algorithm, digits, period, counter, issuer, account), never the
 * secret: it is declared a secret, so no text that holds it (the URI) goes into a link either. Smart paste hands over
 * an `otpauth://` URI, which is read as the Read button reads it.
 */
export function useShareableSettings(state: OtpAccountFields, secrets: readonly string[]) {
  useShareableState({
    takeHandOff: (text) => {
      try {
        state.applyAccount(parseUri(text));
      } catch (error) {
        notifyToolError(error);
      }
    },
    options: shareFieldsOf<OtpSettings>(state.settings, state.setSettings, CHECKS),
    secrets,
  });
}
