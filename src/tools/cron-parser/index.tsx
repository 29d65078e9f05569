import { KitView } from '../../ui/kit/KitView';
import { CronFieldEditor } from './CronFieldEditor';
import { cronParser } from './declaration';

/** The cron expression parser: the kit's screen, with the field-by-field editor and presets under the input. */
export default function CronParser() {
  return (
    <KitView
      declaration={cronParser}
      belowInput={(text, _action, _options, setInput) => <CronFieldEditor text={text ?? ''} setInput={setInput} />}
    />
  );
}
