/** The image family's words: what its SVG step says beside a result (its faults are src/ui/words/image.ts). */
export const SVG_TEXTS = {
  withoutHtml:
    'This SVG embeds HTML (foreignObject), which cannot be converted in the browser: it was converted without it, ' +
    'showing the SVG’s own fallback where it has one.',
} as const;
