import type { Group } from '../system-snapshot/core';
import { checkupSummary, describeGroup, toJson } from '../system-snapshot/describe';
import { SYSTEM_INFO_TEXTS } from './words';
import { recordOf } from '../../core/shared/structured';
import { CopyButton } from '../../ui/components/CopyButton';
import { Panel } from '../../ui/components/Panel';
import { StructuredResult } from '../../ui/components/StructuredResult';
import { Tabs } from '../../ui/components/Tabs';
import type { ToolViewProps } from '../../ui/tools/registry';
import { useCheckupSummary } from '../../ui/tools/shared/hardware/checkup';
import { useSnapshot } from './useSnapshot';

/** A section's readings as rows, each with its Copy; the section with Copy all and Copy as JSON. */
function GroupTable({ name, group }: { name: string; group: Group }) {
  return (
    <StructuredResult
      label={SYSTEM_INFO_TEXTS.groupInformation(name)}
      value={recordOf(describeGroup(group))}
      copyMessage={SYSTEM_INFO_TEXTS.copied}
    />
  );
}

export default function SystemInfo(_props: ToolViewProps) {
  const snapshot = useSnapshot();
  useCheckupSummary(snapshot ? checkupSummary(snapshot) : null);
  if (!snapshot) {
    return (
      <Panel>
        <p className="text-sm text-slate-600 dark:text-slate-300">{SYSTEM_INFO_TEXTS.reading}</p>
      </Panel>
    );
  }
  const tabs = Object.entries(snapshot).map(([name, group]: [string, Group]) => ({
    label: name,
    content: <GroupTable name={name} group={group} />,
  }));
  return (
    <Panel
      title={SYSTEM_INFO_TEXTS.yourSystem}
      actions={
        <CopyButton
          text={toJson({ ...snapshot })}
          label={SYSTEM_INFO_TEXTS.copyAll}
          successMessage={SYSTEM_INFO_TEXTS.copied}
        />
      }
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">{SYSTEM_INFO_TEXTS.privacy}</p>
      <Tabs label={SYSTEM_INFO_TEXTS.systemInformation} tabs={tabs} />
    </Panel>
  );
}
