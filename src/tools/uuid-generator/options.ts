import { NAMESPACES, type RandomVersion } from './core';
import { UUID_TEXTS } from './words';
import type { SelectOption } from '../../ui/components/Select';

export type VersionChoice = RandomVersion | 'v5' | 'nil';
export type NamespaceChoice = keyof typeof NAMESPACES | 'custom';

export const VERSION_OPTIONS: SelectOption<VersionChoice>[] = [
  { value: 'v4', label: UUID_TEXTS.versionV4 },
  { value: 'v7', label: UUID_TEXTS.versionV7 },
  { value: 'v1', label: UUID_TEXTS.versionV1 },
  { value: 'v5', label: UUID_TEXTS.versionV5 },
  { value: 'nil', label: UUID_TEXTS.versionNil },
];

export const NAMESPACE_OPTIONS: SelectOption<NamespaceChoice>[] = [
  { value: 'DNS', label: UUID_TEXTS.namespaceOption('DNS', NAMESPACES.DNS) },
  { value: 'URL', label: UUID_TEXTS.namespaceOption('URL', NAMESPACES.URL) },
  { value: 'OID', label: UUID_TEXTS.namespaceOption('OID', NAMESPACES.OID) },
  { value: 'X500', label: UUID_TEXTS.namespaceOption('X.500', NAMESPACES.X500) },
  { value: 'custom', label: UUID_TEXTS.customNamespace },
];
