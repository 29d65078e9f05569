import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { ApiInfo, GpuMissing, GpuReport } from './core';
import { describeRows, gpuJson, gpuSummary } from './describe';
import { GPU_INFO_TEXTS as T } from './words';
import { CopyButton } from '../../ui/components/CopyButton';
import { Panel } from '../../ui/components/Panel';
import { Tabs } from '../../ui/components/Tabs';
import type { ToolViewProps } from '../../ui/tools/registry';
import { useCheckupSummary } from '../../ui/tools/shared/hardware/checkup';
import { InfoTable } from '../../ui/tools/shared/hardware/InfoTable';
import { readGpu } from './read';

function Note({ children }: { children: string }) {
  return <p className="text-sm text-slate-700 dark:text-slate-200">{children}</p>;
}

function NameList({ title, names }: { title: string; names: readonly string[] }) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-100">{title}</h3>
      {names.length === 0 ? (
        <Note>{T.none}</Note>
      ) : (
        <ul className="grid gap-x-4 gap-y-1 font-mono text-xs break-all text-slate-800 sm:grid-cols-2 dark:text-slate-200">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One API's tab: its note where it is missing, else its rows, WebGPU's limits and its list. */
function ApiPanel({
  name,
  info,
  listTitle,
}: {
  name: string;
  info: ApiInfo | GpuMissing;
  listTitle: (n: number) => string;
}) {
  if (typeof info === 'string') return <Note>{T[info]}</Note>;
  return (
    <div className="flex flex-col gap-4">
      <InfoTable label={T.sectionInformation(name)} rows={describeRows(info)} />
      {info.limits && <InfoTable label={T.limits} rows={info.limits} />}
      <NameList title={listTitle(info.list.length)} names={info.list} />
    </div>
  );
}

export default function GpuInfo(_props: ToolViewProps) {
  const [report, setReport] = useState<GpuReport | null>(null);
  useEffect(() => {
    let left = false;
    void readGpu().then((read) => {
      if (!left) setReport(read);
    });
    return () => {
      left = true;
    };
  }, []);
  useCheckupSummary(report ? gpuSummary(report) : null);
  if (!report) {
    return (
      <Panel title={T.title}>
        <Note>{T.reading}</Note>
      </Panel>
    );
  }
  const tabs = [
    { label: T.webgl, content: <ApiPanel name={T.webgl} info={report.webgl} listTitle={T.extensions} /> },
    { label: T.webgl2, content: <ApiPanel name={T.webgl2} info={report.webgl2} listTitle={T.extensions} /> },
    { label: T.webgpu, content: <ApiPanel name={T.webgpu} info={report.webgpu} listTitle={T.features} /> },
  ];
  return (
    <Panel
      title={T.title}
      actions={<CopyButton text={gpuJson(report)} label={T.copyAsJson} successMessage={T.copied} />}
    >
      <Note>{T.privacy}</Note>
      <Tabs label={T.sections} tabs={tabs} />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {T.systemInfoLead}{' '}
        <Link
          href="/tools/system-info"
          className="rounded font-medium text-indigo-700 underline focus-ring dark:text-indigo-300"
        >
          {T.systemInfoName}
        </Link>
      </p>
    </Panel>
  );
}
