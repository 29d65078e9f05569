import { Download } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { FAVICON_DEFAULTS, linkTags, webManifest, type FaviconOptions } from './core';
import { FAVICON_MESSAGES as M } from './words';
import { crc32, zipParts } from '../../core/shared/zip';
import { Button } from '../../ui/components/Button';
import { CopyButton } from '../../ui/components/CopyButton';
import { downloadBlob } from '../../ui/components/download';
import { FileDrop } from '../../ui/components/FileDrop';
import { JobStatus } from '../../ui/components/JobStatus';
import { Panel } from '../../ui/components/Panel';
import { TextField } from '../../ui/components/TextField';
import { useBlobSrc } from '../../ui/tools/shared/codec/useBlobSrc';
import { useFavicons, type Favicons } from './useFavicons';

/** The ICO's file name, as the worker names it, captioning its sizes' previews. */
const ICO_NAME = 'favicon.ico';
const ACCEPT = 'image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg';
const utf8 = (text: string) => new TextEncoder().encode(text);

function Preview({ name, size, bytes }: { name: string; size: number; bytes: Uint8Array<ArrayBuffer> }) {
  const blob = useMemo(() => new Blob([bytes], { type: 'image/png' }), [bytes]);
  const ref = useBlobSrc(blob);
  const shown = Math.min(size, 128);
  return (
    <figure className="flex flex-col items-center gap-1 text-xs text-slate-600 dark:text-slate-300">
      <img
        ref={ref}
        alt={M.previewAlt(name, size)}
        width={shown}
        height={shown}
        className="[image-rendering:pixelated]"
      />
      <figcaption>
        {name} · {size}
      </figcaption>
    </figure>
  );
}

function Previews({ favicons }: { favicons: Favicons }) {
  const pngs = favicons.files.filter((file) => file.name.endsWith('.png'));
  return (
    <Panel title={M.previews}>
      <div className="flex flex-wrap items-end gap-4">
        {favicons.icoPngs.map(({ size, png }) => (
          <Preview key={size} name={ICO_NAME} size={size} bytes={png as Uint8Array<ArrayBuffer>} />
        ))}
        {pngs.map((file) => (
          <Preview key={file.name} name={file.name} size={file.size} bytes={file.bytes} />
        ))}
      </div>
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">{M.maskableNote}</p>
    </Panel>
  );
}

function Code({ title, text }: { title: string; text: string }) {
  return (
    <Panel title={title}>
      <pre
        role="region"
        aria-label={title}
        className="rounded-md bg-slate-100 p-3 text-xs break-all whitespace-pre-wrap dark:bg-slate-800"
      >
        {text}
      </pre>
      <CopyButton text={text} ariaLabel={`${M.copy}: ${title}`} successMessage={M.copied} className="mt-2" />
    </Panel>
  );
}

function downloadZip(favicons: Favicons, options: FaviconOptions) {
  const manifest = utf8(webManifest(options));
  const entries = [
    ...favicons.files.map(({ name, bytes, crc }) => ({ name, bytes, crc })),
    { name: 'site.webmanifest', bytes: manifest, crc: crc32(manifest) },
  ];
  downloadBlob(new Blob(zipParts(entries), { type: 'application/zip' }), M.zipName);
}

function OptionsForm({ options, onChange }: { options: FaviconOptions; onChange: (o: FaviconOptions) => void }) {
  const colour = (key: 'themeColor' | 'backgroundColor', label: string) => (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-100">
      <input
        type="color"
        value={options[key]}
        onChange={(e) => onChange({ ...options, [key]: e.target.value })}
        className="h-8 w-12 cursor-pointer rounded border border-slate-300"
      />
      {label}
    </label>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={M.name} value={options.name} onChange={(name) => onChange({ ...options, name })} />
      <TextField
        label={M.shortName}
        value={options.shortName}
        onChange={(shortName) => onChange({ ...options, shortName })}
      />
      {colour('themeColor', M.themeColor)}
      {colour('backgroundColor', M.backgroundColor)}
    </div>
  );
}

/** A pasted image file (Ctrl-V anywhere on the page) opens as a dropped one does. */
function usePastedFile(onFile: (file: File) => void) {
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const file = event.clipboardData?.files[0];
      if (file) onFile(file);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [onFile]);
}

/**
 * Favicon generator: one PNG, JPEG or SVG makes favicon.ico (16, 32, 48), the apple-touch icon, the 192 and 512
 * PNGs and a maskable 512, in the favicon worker (the image converter's decode, resize and PNG encoder), plus
 * site.webmanifest and the <head> tags; everything downloads as one zip.
 */
export default function FaviconGenerator() {
  const { job, source, favicons, open, generate, clear } = useFavicons();
  const [options, setOptions] = useState<FaviconOptions>(FAVICON_DEFAULTS);
  const onFile = useMemo(() => (file: File) => open(file, options), [open, options]);
  usePastedFile(onFile);
  const change = (next: FaviconOptions) => {
    setOptions(next);
    // Only the maskable icon depends on an option: the background colour.
    if (source && next.backgroundColor !== options.backgroundColor) void generate(source, next);
  };
  return (
    <div className="flex flex-col gap-6">
      <FileDrop
        onFiles={([file]) => onFile(file)}
        accept={ACCEPT}
        label={M.drop}
        hint={M.accepts}
        loaded={source}
        onClear={clear}
      />
      <Panel>
        <OptionsForm options={options} onChange={change} />
        <div className="mt-4">
          <JobStatus state={job.state} label={M.making} onCancel={job.cancel} revealAfterMs={300} keepLine />
        </div>
      </Panel>
      {favicons && (
        <>
          <Button onClick={() => downloadZip(favicons, options)} className="self-start">
            <Download aria-hidden className="size-4" />
            {M.download}
          </Button>
          <Previews favicons={favicons} />
          <Code title={M.linkTags} text={linkTags(options)} />
          <Code title={M.manifest} text={webManifest(options)} />
        </>
      )}
    </div>
  );
}
