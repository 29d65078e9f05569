import { memo } from 'react';
import { formatOffset, HEX_TEXTS, inspect, type PageCache } from './core';
import { useBytes } from './useBytes';

/** The values the bytes at the cursor hold: integers, floats, the UTF-8 character, dates; little and big endian. */
export const Inspector = memo(function Inspector({
  pages,
  at,
  digits,
}: {
  pages: PageCache;
  at: number;
  digits: number;
}) {
  const { bytes } = useBytes(pages, at, 8);
  const rows = inspect(bytes ?? new Uint8Array(0));
  return (
    <section aria-labelledby="hex-inspector" className="flex flex-col gap-2">
      <h3 id="hex-inspector" className="text-sm font-semibold text-slate-800 dark:text-slate-100">
        {HEX_TEXTS.inspector} · {HEX_TEXTS.inspectorAt(`0x${formatOffset(at, digits)}`)}
      </h3>
      <table className="w-full text-left text-sm" data-testid="hex-inspector">
        <thead className="text-xs uppercase text-slate-600 dark:text-slate-400">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              {HEX_TEXTS.type}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {HEX_TEXTS.littleEndian}
            </th>
            <th scope="col" className="py-1 font-medium">
              {HEX_TEXTS.bigEndian}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 font-mono text-xs dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.name} data-name={row.name}>
              <th scope="row" className="py-1 pr-3 font-sans font-medium text-slate-700 dark:text-slate-200">
                {row.name}
              </th>
              <td className="break-all py-1 pr-3">{row.little || HEX_TEXTS.tooShort}</td>
              <td className="break-all py-1">{row.big || HEX_TEXTS.tooShort}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
});
