import {
  Binary,
  Braces,
  CalendarClock,
  CaseSensitive,
  Clock,
  Code,
  CodeXml,
  Cpu,
  Database,
  Diff,
  FileBraces,
  FileCode,
  FileSpreadsheet,
  FileText,
  Fingerprint,
  Hash,
  Image,
  KeyRound,
  Keyboard,
  Link,
  Link2,
  ListOrdered,
  Lock,
  Network,
  Palette,
  Percent,
  Pipette,
  QrCode,
  Regex,
  Scissors,
  ShieldCheck,
  SquareCode,
  Text,
  Type,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../../core/site/catalogue';

/** Every catalogue icon name maps to one SVG (a missing one fails type-checking). */
const ICONS: Record<IconName, LucideIcon> = {
  binary: Binary,
  braces: Braces,
  'calendar-clock': CalendarClock,
  'case-sensitive': CaseSensitive,
  clock: Clock,
  code: Code,
  'code-xml': CodeXml,
  cpu: Cpu,
  database: Database,
  diff: Diff,
  'file-code': FileCode,
  'file-json': FileBraces,
  'file-spreadsheet': FileSpreadsheet,
  'file-text': FileText,
  fingerprint: Fingerprint,
  hash: Hash,
  image: Image,
  'key-round': KeyRound,
  keyboard: Keyboard,
  link: Link,
  'link-2': Link2,
  'list-ordered': ListOrdered,
  lock: Lock,
  network: Network,
  palette: Palette,
  percent: Percent,
  pipette: Pipette,
  'qr-code': QrCode,
  regex: Regex,
  scissors: Scissors,
  'shield-check': ShieldCheck,
  'square-code': SquareCode,
  text: Text,
  type: Type,
};

export function ToolIcon({
  name,
  color,
  className = 'size-5',
}: {
  name: IconName;
  color?: string;
  className?: string;
}) {
  const Icon = ICONS[name];
  return <Icon aria-hidden className={className} style={color ? { color } : undefined} />;
}
