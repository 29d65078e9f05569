import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { oneOf } from '../../core/site/share-checks';
import { useHydrated } from '../state/stored';
import { shareField, shareFieldsOf, useShareableState, type ShareableField } from './shareable';
import {
  editorOptionKeys,
  isSecretInput,
  secretOptionKeys,
  shareChecksOf,
  type KitExample,
  type KitOptions,
  type ToolDeclaration,
} from './declaration';

/** What a kit screen holds: the input (typed, or a file too large for the editor), the options and the action. */
export interface KitState<O extends KitOptions<O>> {
  input: string;
  file: File | null;
  /** Changes with each new file, so a result made from an older one shows as out of date. */
  fileKey: number;
  options: O;
  actionIndex: number;
  setInput: (text: string) => void;
  setOptions: (options: O) => void;
  setActionIndex: (index: number) => void;
  /** Takes a chosen file: into the editor, or kept as a file for the worker when it is large; rejects with the declaration's ToolError for a file it refuses. */
  openFile: (file: File) => Promise<void>;
  clearInput: () => void;
  loadExample: (example: KitExample<O>) => void;
}

/** Options a view holds itself, when it shares them with a screen of its own (Base64's Text and File tabs). */
export interface HeldOptions<O> {
  value: O;
  /** The view's state setter (a share link applies its options one by one, as updates). */
  onChange: Dispatch<SetStateAction<O>>;
}

/**
 * A select's values are texts; a link made when the tool held one as a number (the number base converter's
 * `from: 16`) still opens, its number read as the numeral.
 */
const readingNumbers = (fields: Record<string, ShareableField>): Record<string, ShareableField> =>
  Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [
      key,
      { ...field, apply: (raw: unknown) => field.apply(typeof raw === 'number' ? String(raw) : raw) },
    ]),
  );

/** The screen's state, with the share link and smart paste wired in (a file never goes into a link). */
export function useKitState<O extends KitOptions<O>>(
  declaration: ToolDeclaration<O>,
  held?: HeldOptions<O>,
): KitState<O> {
  // Null until the visitor types, pastes or opens a link: the declared first text (the visitor's own user agent)
  // stands in, once hydrated (the prerendered page has none).
  const [typed, setText] = useState<string | null>(null);
  const hydrated = useHydrated();
  const input = typed ?? (hydrated ? (declaration.initialInput?.() ?? '') : '');
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [ownOptions, setOwnOptions] = useState<O>(declaration.defaults);
  const options = held ? held.value : ownOptions;
  const setOptions = held ? held.onChange : setOwnOptions;
  const [actionIndex, setActionIndex] = useState(0);
  const checks = useMemo(() => shareChecksOf(declaration.options), [declaration.options]);
  const actionIds = declaration.actions.map((action) => action.id);

  const setInput = (text: string) => {
    setFile(null);
    setText(text);
  };
  // Smart paste's text, with the options the declaration chooses from it, into the input or the editor it names.
  const takeHandOff = (text: string) => {
    const opens = declaration.handOffAction?.(text);
    if (opens !== undefined && actionIds.includes(opens)) setActionIndex(actionIds.indexOf(opens));
    const taken = declaration.handOffOptions?.(text);
    if (taken !== undefined) return setOptions((current) => ({ ...current, ...taken }));
    const into = declaration.handOffInto?.(text);
    if (into !== undefined) return setOptions((current) => ({ ...current, [into]: text }));
    if (declaration.handOff) setOptions(declaration.handOff(text, options));
    setInput(text);
  };
  // Options shown as editors (a diff's right side) go in a link as named texts, as the code diff's sides do.
  const editors = editorOptionKeys(declaration.options);
  // Secrets (a key, a token) never go into a link: neither their fields nor any text that contains them.
  const secretKeys = secretOptionKeys(declaration.options);
  const secretInput = isSecretInput(declaration.input, input);
  const optionFields = shareFieldsOf(options, setOptions, checks);
  for (const key of [...editors, ...secretKeys]) delete optionFields[key];
  const sharedEditors = editors.filter((key) => !secretKeys.includes(key));
  useShareableState({
    // A secret input stays in the state, so that the link says it was left out.
    input: file ? undefined : input,
    setInput,
    takeHandOff,
    texts: Object.fromEntries(
      sharedEditors.map((key) => [
        key,
        {
          value: options[key] as string,
          set: (text: string) => setOptions((current) => ({ ...current, [key]: text })),
        },
      ]),
    ),
    options: {
      ...readingNumbers(optionFields),
      ...(actionIds.length > 1 && {
        action: shareField(actionIds[actionIndex], (id) => setActionIndex(actionIds.indexOf(id)), oneOf(actionIds)),
      }),
    },
    secrets: [...secretKeys.map((key) => options[key] as string), ...(secretInput ? [input] : [])],
  });

  const openFile = async (chosen: File) => {
    const { file: accepts } = declaration;
    if (accepts?.optionsFor) setOptions(accepts.optionsFor(chosen.name, options));
    if (accepts?.inWorkerFromBytes === undefined || chosen.size < accepts.inWorkerFromBytes)
      return setInput(
        accepts?.decode ? accepts.decode(new Uint8Array(await chosen.arrayBuffer())) : await chosen.text(),
      );
    setText('');
    setFile(chosen);
    setFileKey((key) => key + 1);
  };

  const loadExample = (example: KitExample<O>) => {
    // An example's options are read from the defaults, whatever the previous example set.
    setOptions({ ...declaration.defaults, ...example.options });
    if (example.action) setActionIndex(Math.max(0, actionIds.indexOf(example.action)));
    setInput(example.input);
  };

  return {
    input,
    file,
    fileKey,
    options,
    actionIndex,
    setInput,
    setOptions,
    setActionIndex,
    openFile,
    clearInput: () => {
      setInput('');
      // The other inputs (options shown as editors) go too.
      if (editors.length) setOptions({ ...options, ...Object.fromEntries(editors.map((key) => [key, ''])) });
    },
    loadExample,
  };
}
