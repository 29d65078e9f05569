import { CRON_MESSAGES, PRESETS } from './words';
import { Button } from '../../ui/components/Button';
import { TextField } from '../../ui/components/TextField';

const M = CRON_MESSAGES.editor;

/**
 * The expression field by field (minute, hour, day of month, month, day of week), each edit rewriting the input,
 * and presets that replace it. Expressions of another length (seconds, Quartz's year, macros) are edited as text.
 */
export function CronFieldEditor({ text, setInput }: { text: string; setInput: (text: string) => void }) {
  // A blank input is edited as every minute.
  const fields = text.trim() === '' ? ['*', '*', '*', '*', '*'] : text.trim().split(/\s+/);
  const five = fields.length === 5 && !fields[0].startsWith('@');
  const edit = (index: number, value: string) =>
    setInput(fields.map((field, i) => (i === index ? value.replace(/\s+/g, '') || '*' : field)).join(' '));
  return (
    <section aria-labelledby="cron-fields-heading" className="flex flex-col gap-3">
      <h2 id="cron-fields-heading" className="text-sm font-semibold">
        {M.heading}
      </h2>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {M.fields.map((label, i) => (
          <TextField
            key={label}
            label={label}
            value={five ? fields[i] : ''}
            onChange={five ? (value) => edit(i, value) : undefined}
            disabled={!five}
            className="font-mono"
          />
        ))}
      </div>
      {!five && text.trim() !== '' && <p className="text-sm text-slate-600 dark:text-slate-400">{M.onlyFive}</p>}
      <div role="group" aria-label={M.presets} className="flex flex-wrap gap-2">
        {PRESETS.map((preset) => (
          <Button key={preset.expression} variant="secondary" onClick={() => setInput(preset.expression)}>
            {preset.label}
          </Button>
        ))}
      </div>
    </section>
  );
}
