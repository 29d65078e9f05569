/**
 * Copies text, falling back to a hidden textarea where the async Clipboard API is refused.
 * A Blob (a long output) goes to the clipboard as a text/plain item, so the page never has to build
 * the whole text as a string; where that is refused, it is read as text and copied like any text.
 */
export async function writeClipboard(text: string | Blob): Promise<void> {
  if (typeof text !== 'string') {
    try {
      const blob = text.type === 'text/plain' ? text : new Blob([text], { type: 'text/plain' });
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      text = await text.text();
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
