import { ArrowLeftRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../components/Button';
import { OpenFileButton } from '../components/FileDrop';
import { REVEALS_RESULT } from '../components/reveal';
import { Tabs } from '../components/Tabs';
import type { KitOptions, ToolDeclaration } from './declaration';
import { KitOptionControls } from './KitOptionControls';
import { KIT_MESSAGES } from './messages';
import { COMPONENT_TEXTS } from '../components/messages';

interface KitToolbarProps<O extends KitOptions<O>> {
  declaration: ToolDeclaration<O>;
  options: O;
  onOptions: (options: O) => void;
  actionIndex: number;
  /**
   * Runs the current action (the main action: Ctrl-Enter clicks it). It stays enabled while a job runs: a live
   * run (as you type) must not block the button, and pressing it again starts over with the newest input.
   */
  run: () => void;
  canRun: boolean;
  busy: boolean;
  /** The declaration's Swap, where it has one (see `KitSwap`). */
  swap: () => void;
  loadExample: () => void;
  exampleTitle: string;
  /** Takes a chosen file (the declaration says what it opens; no button without it). */
  openFile: (file: File) => void;
  clear: () => void;
  canClear: boolean;
  /** A run's read-out (progress and Cancel), beside the buttons. */
  status: ReactNode;
  /** A fault in an option's text, shown at that option's field. */
  fieldError?: { input: string; message: string };
}

/** The main button's word: the action's own, or where the tabs above already name it, the tool's verb. */
export const runLabelOf = <O extends KitOptions<O>>(declaration: ToolDeclaration<O>, actionIndex: number) =>
  declaration.actions.length === 1
    ? declaration.actions[actionIndex].label
    : (declaration.runLabel ?? KIT_MESSAGES.run);

/** The actions as tabs over the input, where there are several: choosing one sets the main button's action. */
export function KitActionTabs<O extends KitOptions<O>>({
  declaration,
  actionIndex,
  onAction,
}: {
  declaration: ToolDeclaration<O>;
  actionIndex: number;
  onAction: (index: number) => void;
}) {
  if (declaration.actions.length === 1) return null;
  return (
    <div className="mb-4">
      <Tabs
        label={KIT_MESSAGES.actionsLabel}
        selectedIndex={actionIndex}
        onChange={onAction}
        tabs={declaration.actions.map(({ label }) => ({ label }))}
      />
    </div>
  );
}

/**
 * Under the input: the action's options (past four, under "Options"), then the buttons (the main action, Swap where
 * declared, Load Example, Open file where the tool opens files, Clear), then a run's progress and Cancel.
 */
export function KitToolbar<O extends KitOptions<O>>(props: KitToolbarProps<O>) {
  const { declaration, actionIndex } = props;
  return (
    <div className="mt-4 flex flex-wrap items-end gap-x-6 gap-y-3">
      <KitOptionControls
        fields={declaration.options}
        options={props.options}
        onChange={props.onOptions}
        action={declaration.actions[actionIndex].id}
        foldAfter={4}
        fieldError={props.fieldError}
      />
      <div className="flex flex-wrap gap-2">
        <Button mainAction onClick={props.run} disabled={!props.canRun} aria-busy={props.busy || undefined}>
          {runLabelOf(declaration, actionIndex)}
        </Button>
        {declaration.swap && (
          <Button variant="secondary" onClick={props.swap}>
            <ArrowLeftRight aria-hidden className="size-4" /> {declaration.swap.label}
          </Button>
        )}
        <Button variant="secondary" onClick={props.loadExample} title={props.exampleTitle} {...REVEALS_RESULT}>
          {COMPONENT_TEXTS.loadExample}
        </Button>
        {declaration.file && (
          <OpenFileButton
            label={KIT_MESSAGES.openFile}
            title={KIT_MESSAGES.openFileTitle(declaration.file.name)}
            accept={declaration.file.accept}
            onFiles={([chosen]) => props.openFile(chosen)}
          />
        )}
        <Button variant="ghost" onClick={props.clear} disabled={!props.canClear}>
          {KIT_MESSAGES.clear}
        </Button>
      </div>
      <div className="min-w-48 flex-1 empty:hidden">{props.status}</div>
    </div>
  );
}
