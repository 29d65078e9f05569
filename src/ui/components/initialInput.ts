import { useEffect } from 'react';
import { useRoute } from 'wouter';

/**
 * Opening a tool with its input already in it (smart paste; share links build on it in `shareable.ts`).
 *
 * The text waits here, in memory, for the tool's page: never in the URL, so it stays on the device and out of the
 * history. A view opts in with one line, `useInitialInput(setInput)`: on mount, if text was handed to this tool,
 * it is applied once, as if pasted, so live conversion runs on it as it does on typing.
 */
let pending: { toolId: string; text: string } | null = null;

/** Leaves `text` for the tool `toolId`; call before navigating to it. A newer hand-off replaces an unread one. */
export function handOffInput(toolId: string, text: string): void {
  pending = { toolId, text };
}

/** The text handed to `toolId`, taken (so a later visit starts empty), or undefined. */
export function takeInput(toolId: string): string | undefined {
  if (pending?.toolId !== toolId) return undefined;
  const { text } = pending;
  pending = null;
  return text;
}

/** Applies the text handed to the tool on this page (/tools/:id) once, after the view mounts. */
export function useInitialInput(apply: (text: string) => void): void {
  const [, params] = useRoute('/tools/:id');
  const toolId = params?.id;
  useEffect(() => {
    // Taken on the first run, so a new `apply` on a later render finds nothing and changes nothing.
    const text = toolId === undefined ? undefined : takeInput(toolId);
    if (text !== undefined) apply(text);
  }, [toolId, apply]);
}

/** Files dropped on the home page, waiting for the tool they were offered to (as text waits above). */
let pendingFiles: { toolId: string; files: File[] } | null = null;

/** Leaves `files` for the tool `toolId`; call before navigating to it. */
export function handOffFiles(toolId: string, files: File[]): void {
  pendingFiles = { toolId, files };
}

/** The files handed to `toolId`, taken, or undefined. */
export function takeFiles(toolId: string): File[] | undefined {
  if (pendingFiles?.toolId !== toolId) return undefined;
  const { files } = pendingFiles;
  pendingFiles = null;
  return files;
}

/** Applies the files handed to the tool on this page once, after the view mounts (`useInitialInput` for files). */
export function useInitialFiles(apply: (files: File[]) => void): void {
  const [, params] = useRoute('/tools/:id');
  const toolId = params?.id;
  useEffect(() => {
    const files = toolId === undefined ? undefined : takeFiles(toolId);
    if (files !== undefined) apply(files);
  }, [toolId, apply]);
}
