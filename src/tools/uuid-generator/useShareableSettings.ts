import { intBetween, isBoolean, oneOf, textUpTo } from '../../core/site/share-checks';
import { QUANTITY, parseQuantity, type UuidFormat } from './core';
import { shareField, useShareableState } from '../../ui/kit/shareable';
import type { NameInput } from './NameFields';
import { NAMESPACE_OPTIONS, VERSION_OPTIONS, type VersionChoice } from './options';

export interface UuidSettings {
  version: VersionChoice;
  setVersion: (version: VersionChoice) => void;
  quantityText: string;
  setQuantityText: (text: string) => void;
  format: UuidFormat;
  setFormat: (update: (format: UuidFormat) => UuidFormat) => void;
  names: NameInput;
  setNames: (update: (names: NameInput) => NameInput) => void;
  /** The UUID to check (the page's input, for smart paste too). */
  inspected: string;
  setInspected: (text: string) => void;
  /** Makes a batch with the settings a link brought. */
  regenerate: () => void;
}

/**
 * A link to the UUID generator carries how to generate (version, quantity, format, version 5's namespace and
 * names) and the UUID being checked, never the UUIDs made here: opening it generates a new batch with them.
 */
export function useShareableSettings(settings: UuidSettings) {
  const { format, setFormat, names, setNames } = settings;
  useShareableState({
    input: settings.inspected,
    setInput: settings.setInspected,
    texts: { names: { value: names.names, set: (text) => setNames((current) => ({ ...current, names: text })) } },
    options: {
      version: shareField(settings.version, settings.setVersion, oneOf(VERSION_OPTIONS.map((o) => o.value))),
      quantity: shareField(
        parseQuantity(settings.quantityText),
        (quantity) => settings.setQuantityText(String(quantity)),
        intBetween(QUANTITY.min, QUANTITY.max),
      ),
      upperCase: shareField(format.upperCase, (upperCase) => setFormat((f) => ({ ...f, upperCase })), isBoolean),
      hyphens: shareField(format.hyphens, (hyphens) => setFormat((f) => ({ ...f, hyphens })), isBoolean),
      namespace: shareField(
        names.namespace,
        (namespace) => setNames((current) => ({ ...current, namespace })),
        oneOf(NAMESPACE_OPTIONS.map((o) => o.value)),
      ),
      customNamespace: shareField(
        names.customNamespace,
        (customNamespace) => setNames((current) => ({ ...current, customNamespace })),
        textUpTo(100),
      ),
    },
    onLinkApplied: settings.regenerate,
  });
}
