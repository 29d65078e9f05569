import { crackSpan, GUESSES_PER_SECOND, strengthOf, type Strength } from './core';
import { PASSWORD_TEXTS, STRENGTH_WORDS } from './words';

const BAR: Record<Strength['colour'], string> = {
  green: 'bg-green-600',
  blue: 'bg-blue-600',
  yellow: 'bg-yellow-400',
  red: 'bg-red-600',
};

/** The spec's strength bar and label, with the entropy and an offline crack-time estimate beside it. */
export function StrengthMeter({ secret, bits }: { secret: string; bits: number | null }) {
  const strength = strengthOf(secret);
  const label = STRENGTH_WORDS.levels[strength.level];
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-slate-700 dark:text-slate-200">{PASSWORD_TEXTS.strength}</span>
        <span data-testid="strength-label" className="font-semibold text-slate-900 dark:text-white">
          {secret ? label : ''}
        </span>
      </div>
      <div
        role="meter"
        aria-label={PASSWORD_TEXTS.passwordStrength}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(strength.score)}
        aria-valuetext={secret ? label : PASSWORD_TEXTS.noStrength}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          data-colour={strength.colour}
          className={`h-full rounded-full transition-all ${BAR[strength.colour]}`}
          style={{ width: `${secret ? strength.score : 0}%` }}
        />
      </div>
      {bits !== null && (
        <p data-testid="entropy" className="text-sm text-slate-600 dark:text-slate-300">
          {PASSWORD_TEXTS.entropy(bits.toFixed(1), STRENGTH_WORDS.crackTime(crackSpan(bits)), GUESSES_PER_SECOND / 1e9)}
        </p>
      )}
    </div>
  );
}
