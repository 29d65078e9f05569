import { Link } from 'wouter';

/** A line linking to the colour converter, which shows a colour in every CSS form (HEX to RGB and RGB to HEX). */
export function MoreFormatsLink({ lead, name }: { lead: string; name: string }) {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      {lead}{' '}
      <Link
        href="/tools/color-converter"
        className="rounded font-medium text-indigo-700 underline focus-ring dark:text-indigo-300"
      >
        {name}
      </Link>
    </p>
  );
}
