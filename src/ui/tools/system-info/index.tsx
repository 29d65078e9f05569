import { checkupSummary, describeGroup, toJson, type Group } from '../../../core/tools/system-info';
import { SYSTEM_INFO_TEXTS } from '../../../core/tools/system-info/messages';
import { CopyButton } from '../../components/CopyButton';
import { Panel } from '../../components/Panel';
import { Tabs } from '../../components/Tabs';
import type { ToolViewProps } from '../registry';
import { useCheckupSummary } from '../shared/hardware/checkup';
import { useSnapshot } from './useSnapshot';

function GroupTable({ name, group }: { name: string; group: Group }) {
  return (
    <dl
      aria-label={SYSTEM_INFO_TEXTS.groupInformation(name)}
      className="divide-y divide-slate-100 dark:divide-slate-800"
    >
      {describeGroup(group).map(({ label, value }) => (
        <div key={label} className="grid gap-1 py-2 sm:grid-cols-[14rem_1fr]">
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</dt>
          <dd aria-label={label} className="font-mono text-sm break-all text-slate-900 dark:text-slate-100">
            {value}
          </dd>
        </div>
      ))}
    </dl>
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
