/** The UUID generator's words, one catalogue: its faults and its screen. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { fault } from './core/faults';

const UUID_SHAPE = 'A UUID has 32 hexadecimal digits, as 8-4-4-4-12 groups or without hyphens.';

export const UUID_FAULTS = defineFaultWords(fault, {
  invalidUuid: { title: 'Invalid UUID', description: UUID_SHAPE },
  invalidNamespace: { title: 'Invalid namespace', description: UUID_SHAPE },
  noName: { title: 'Please enter a name', description: 'Version 5 UUIDs are made from a namespace and a name.' },
});

/** The screen's words: versions, fields, lists, bulk export, validator. */
export const UUID_TEXTS = {
  versionV4: 'Version 4 (random)',
  versionV7: 'Version 7 (time-ordered)',
  versionV1: 'Version 1 (time and random node)',
  versionV5: 'Version 5 (namespace and name, SHA-1)',
  versionNil: 'Nil (all zeros)',
  namespaceOption: (name: string, uuid: string) => `${name} (${uuid})`,
  customNamespace: 'Custom namespace',
  generatePanel: 'Generate',
  version: 'Version',
  quantity: 'Quantity',
  upperCase: 'Upper case',
  hyphens: 'Hyphens',
  generate: 'Generate',
  bulkPanel: 'Bulk export',
  bulkNote: (max: string) =>
    `Up to ${max} UUIDs of the version and format above, one per line, generated in a background worker on your device.`,
  bulkNoun: 'UUIDs',
  v5Unavailable: 'Version 5 UUIDs come from names: generate them above.',
  bulkFileName: (version: string, count: number) => `uuids-${version}-${count}.txt`,
  validatePanel: 'Validate a UUID',
  namespace: 'Namespace',
  customNamespaceUuid: 'Custom namespace UUID',
  names: 'Names (one per line)',
  uuidToCheck: 'UUID to check',
  checkPlaceholder: 'e.g. 017f22e2-79b0-7cc3-98c4-dc0c0c07398f',
  uuidDetails: 'UUID details',
  canonicalForm: 'Canonical form',
  versionRow: 'Version',
  noVersion: 'None',
  variant: 'Variant',
  embeddedTime: 'Embedded time (UTC)',
  generatedUuids: 'Generated UUIDs',
  copyUuid: (position: number) => `Copy UUID ${position}`,
  copied: 'Copied to clipboard',
  copyAll: 'Copy all',
} as const;
