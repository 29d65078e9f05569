/**
 * Copies text, falling back to a hidden textarea where the async Clipboard API is refused.
 * A Blob (a long output) goes to the clipboard as a text/plain item, so the page never has to build
 * the whole text as a string; where that is refused, it is read as text and copied like any text.
 * A promise of a Blob goes into the clipboard item as it is: the clipboard waits for it, so a text still
 * being written (in a worker) keeps the click's permission to copy.
 */
export async function writeClipboard(text: string | Blob | Promise<Blob>): Promise<void> {
  if (typeof text !== 'string') {
    try {
      const item = text instanceof Blob ? asPlainText(text) : text.then(asPlainText);
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': item })]);
      return;
    } catch {
      text = await (await text).text();
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Fall through to the legacy path (insecure context, permission refused).
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('Copy failed');
}

/** Clipboard items are typed: a Blob of another type is copied as plain text. */
const asPlainText = (blob: Blob) => (blob.type === 'text/plain' ? blob : new Blob([blob], { type: 'text/plain' }));
