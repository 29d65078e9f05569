import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { TOOL_PAGE_WORDS } from './tool-page-messages';

/** Whether the clamped text hides some of its lines (a phone's two lines; wider screens show it whole). */
function useClamped(element: RefObject<HTMLElement | null>, expanded: boolean): boolean {
  const [clamped, setClamped] = useState(false);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node || expanded) return;
    const measure = () => setClamped(node.scrollHeight > node.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element, expanded]);
  return clamped;
}

const toggleClass =
  'col-span-3 -mt-1 justify-self-start rounded text-sm font-medium text-indigo-700 underline underline-offset-2 ' +
  'focus-ring sm:hidden dark:text-indigo-300';

/**
 * The tool's description: on a phone two lines, with More when that cuts it (the whole text is in the page for
 * search engines and screen readers either way); whole from 640 px.
 */
export function ToolDescription({ text }: { text: string }) {
  const paragraph = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const clamped = useClamped(paragraph, expanded);
  return (
    <>
      <p
        ref={paragraph}
        id="tool-description"
        className={
          'col-span-3 text-sm text-slate-600 sm:col-span-2 sm:col-start-2 sm:line-clamp-none sm:text-base ' +
          `dark:text-slate-400 ${expanded ? '' : 'line-clamp-2'}`
        }
        data-testid="tool-description"
      >
        {text}
      </p>
      {(clamped || expanded) && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls="tool-description"
          onClick={() => setExpanded((e) => !e)}
          className={toggleClass}
        >
          {expanded ? TOOL_PAGE_WORDS.lessDescription : TOOL_PAGE_WORDS.moreDescription}
        </button>
      )}
    </>
  );
}
