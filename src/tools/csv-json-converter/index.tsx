import { CSV_MESSAGES } from './core/messages';
import { CSV_IDS } from './core/options';
import { KitView } from '../../ui/kit/KitView';
import { CsvTable } from './CsvTable';
import { csvJsonConverter } from './declaration';

/** The CSV ⇄ JSON converter: the kit's screen, plus a Table view of the CSV being converted. */
export default function CsvJsonConverter() {
  return (
    <KitView
      declaration={csvJsonConverter}
      extraOutputTabs={(text, action, options) =>
        action === CSV_IDS.toJson
          ? [{ label: CSV_MESSAGES.tableTab, content: <CsvTable text={text} options={options} /> }]
          : []
      }
    />
  );
}
