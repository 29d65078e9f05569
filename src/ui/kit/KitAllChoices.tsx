import { useMemo } from 'react';
import { ToolError } from '../../core/shared/tool-error';
import { CopyButton } from '../components/CopyButton';
import type { TabItem } from '../components/Tabs';
import type { AnyOptionField, KitOptions, ToolDeclaration } from './declaration';
import { tabbedChoice } from './KitOptionControls';
import { KIT_MESSAGES } from './messages';

/** Each choice's answer is shown up to this many characters (Copy takes it all): eight 100 kB answers are a wall. */
const SHOWN_CHARS = 2_000;

type Answer = { value: string; label: string } & ({ text: string; copy: string | Blob } | { error: string });

/** The first output of the current action for every choice of the option, or the fault each one meets. */
function answersFor<O extends KitOptions<O>>(
  declaration: ToolDeclaration<O>,
  actionId: string,
  input: string,
  options: O,
) {
  const { option } = declaration.all!;
  const field = declaration.options[option] as AnyOptionField<O>;
  const outputId = declaration.actions.find((action) => action.id === actionId)!.outputs[0].id;
  const choices = field.kind === 'select' ? field.choices : [];
  return choices.map(({ value, label }): Answer => {
    try {
      const output = declaration.run.here!(actionId, input, { ...options, [option]: value }).outputs[outputId];
      if (typeof output === 'string') return { value, label, text: output, copy: output };
      return { value, label, text: output.preview, copy: output.blob };
    } catch (error) {
      if (!(error instanceof ToolError)) throw error;
      return { value, label, error: error.message };
    }
  });
}

interface KitAllChoicesViewProps<O extends KitOptions<O>> {
  declaration: ToolDeclaration<O>;
  actionId: string;
  input: string;
  /** The input is a file, or too long to run on the page for every choice. */
  tooLong: boolean;
  options: O;
}

/** The declaration's "All" view: every choice's answer with its name and a Copy of its own. */
export function KitAllChoicesView<O extends KitOptions<O>>(props: KitAllChoicesViewProps<O>) {
  const { declaration, actionId, input, tooLong, options } = props;
  const all = declaration.all!;
  const answers = useMemo(
    () => (tooLong || input.trim() === '' ? [] : answersFor(declaration, actionId, input, options)),
    [declaration, actionId, input, tooLong, options],
  );
  if (tooLong)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="all-choices-note">
        {KIT_MESSAGES.allTooLong}
      </p>
    );
  if (answers.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{all.empty}</p>;
  // An input no choice can take (a wrong digit) is said once, not once a row.
  const faults = new Set(answers.map((answer) => ('error' in answer ? answer.error : null)));
  if (faults.size === 1 && !faults.has(null))
    return <p className="text-sm text-red-700 dark:text-red-300">{[...faults][0]}</p>;
  return (
    <dl className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800" data-testid="all-choices">
      {answers.map((answer) => (
        <div key={answer.value} className="flex items-start gap-3 py-2">
          <div className="min-w-0 flex-1">
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">{answer.label}</dt>
            <dd className="font-mono text-sm wrap-anywhere whitespace-pre-wrap text-slate-900 dark:text-slate-100">
              {'text' in answer ? (
                answer.text.length > SHOWN_CHARS ? (
                  `${answer.text.slice(0, SHOWN_CHARS)}…`
                ) : (
                  answer.text
                )
              ) : (
                <span className="font-sans text-red-700 dark:text-red-300">{answer.error}</span>
              )}
            </dd>
          </div>
          {'text' in answer && (
            <CopyButton
              text={answer.copy}
              variant="ghost"
              ariaLabel={KIT_MESSAGES.copyChoice(answer.label)}
              successMessage={KIT_MESSAGES.choiceCopied(answer.label)}
            />
          )}
        </div>
      ))}
    </dl>
  );
}

/**
 * The declaration's "All" view as a tab, and where it goes: after the option's own tabs when the option is shown as
 * tabs (the text case converter's cases), else beside the result's panes (the number base converter's bases).
 */
export function allChoicesTab<O extends KitOptions<O>>(
  declaration: ToolDeclaration<O>,
  actionId: string,
  input: string | null,
  options: O,
): { tab: TabItem; onOptionTabs: boolean } | null {
  const { all, run } = declaration;
  if (!all) return null;
  const tooLong = input === null || run.here === undefined || input.length > run.liveUpToChars;
  const content = (
    <KitAllChoicesView
      declaration={declaration}
      actionId={actionId}
      input={input ?? ''}
      tooLong={tooLong}
      options={options}
    />
  );
  return {
    tab: { label: all.label, content, opens: all.opens },
    onOptionTabs: tabbedChoice(declaration.options)?.key === all.option,
  };
}
