import { NAMESPACES, type RandomVersion } from '../../../core/tools/uuid-generator';
import type { SelectOption } from '../../components/Select';

export type VersionChoice = RandomVersion | 'v5' | 'nil';
export type NamespaceChoice = keyof typeof NAMESPACES | 'custom';

export const VERSION_OPTIONS: SelectOption<VersionChoice>[] = [
  { value: 'v4', label: 'Version 4 (random)' },
  { value: 'v7', label: 'Version 7 (time-ordered)' },
  { value: 'v1', label: 'Version 1 (time and random node)' },
  { value: 'v5', label: 'Version 5 (namespace and name, SHA-1)' },
  { value: 'nil', label: 'Nil (all zeros)' },
];

export const NAMESPACE_OPTIONS: SelectOption<NamespaceChoice>[] = [
  { value: 'DNS', label: `DNS (${NAMESPACES.DNS})` },
  { value: 'URL', label: `URL (${NAMESPACES.URL})` },
  { value: 'OID', label: `OID (${NAMESPACES.OID})` },
  { value: 'X500', label: `X.500 (${NAMESPACES.X500})` },
  { value: 'custom', label: 'Custom namespace' },
];
