import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { SHARE_LIMIT_BYTES, encodeShareState, type InputLeftOut } from '../../core/site/share-link';
import { CopyButton } from '../components/CopyButton';
import { notify } from '../notify';
import { shareSourceAtom, type ShareSource } from '../state/share';

const LEFT_OUT: Record<InputLeftOut, string> = {
  'too-large': `The input is too large for a link (over ${SHARE_LIMIT_BYTES / 1024} KB compressed), so the link carries only the options.`,
  secret: 'The input contains your key, which never goes into a link, so the link carries only the options.',
};

/** The address of the tool page with the tool's state in its fragment (never sent to a server). */
async function linkOf(source: ShareSource) {
  const link = await encodeShareState(source.state(), source.secrets());
  const { origin, pathname, search } = window.location;
  return { ...link, url: origin + pathname + search + link.fragment };
}

/** Copy link on a tool page whose view shares its state (`useShareableState`); nothing on other pages. */
export function CopyLinkButton() {
  const source = useAtomValue(shareSourceAtom);
  const leftOut = useRef<InputLeftOut | undefined>(undefined);
  if (!source) return null;
  // The link is built when pressed; the clipboard waits for it, so the click's permission to copy holds.
  const text = () =>
    linkOf(source).then((link) => {
      leftOut.current = link.inputLeftOut;
      return new Blob([link.url], { type: 'text/plain' });
    });
  const announce = () => {
    if (leftOut.current) notify.info('Link copied without the input', LEFT_OUT[leftOut.current]);
    else notify.success('Link copied to clipboard', 'Opening it shows this tool with the same input and options.');
  };
  return (
    <CopyButton
      text={text}
      label="Copy link"
      ariaLabel="Copy link to this tool with its input and options"
      onCopied={announce}
      // An icon in the title row on a phone, a labelled button from 640 px.
      className="max-sm:p-2"
      labelClassName="sr-only sm:not-sr-only"
    />
  );
}
