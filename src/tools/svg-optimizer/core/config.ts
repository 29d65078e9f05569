/**
 * The svgo configuration our options make: the same for the worker (svgo/browser) and for the oracle tests and
 * the bench (svgo's Node API), so the two outputs can be compared byte for byte.
 */
import type { Config, CustomPlugin, XastElement } from 'svgo/browser';
import { PRESET_PLUGIN_NAMES } from './plugins';
import type { SvgOptions } from './options';

/** A reference kept: a fragment of this document (#id) or an inline image (data:image/…, which loads nothing). */
const isInDocument = (value: string) => /^\s*(#|data:image\/)/i.test(value);

/** url(…) whose target is outside the document: its inner text is the target. */
const EXTERNAL_URL = /url\(\s*(['"]?)(?!\s*(?:#|data:image\/))[^)]*\)/gi;

const REFERENCE_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);

/** Drops `@import` rules and turns url() of other documents into `none` in a <style>'s text. */
const withoutExternalCss = (css: string) => css.replace(/@import\s+[^;]*;?/gi, '').replace(EXTERNAL_URL, 'none');

function dropExternalAttributes(node: XastElement): void {
  for (const [name, value] of Object.entries(node.attributes)) {
    const reference = REFERENCE_ATTRIBUTES.has(name.toLowerCase()) && !isInDocument(value);
    // Any attribute naming an outside document in url() (style, fill, filter, mask, clip-path, marker-*…).
    const external = value.search(EXTERNAL_URL) !== -1;
    EXTERNAL_URL.lastIndex = 0;
    if (reference || external) delete node.attributes[name];
  }
}

/**
 * Our plugin after svgo's removeScripts: drops references to anything outside the document (see README):
 * href, xlink:href and src that are not #fragments or data:image URLs, attributes holding url() of another
 * document, and in <style> text @import rules and such url()s (written `none`).
 */
export const removeExternalRefs: CustomPlugin = {
  name: 'removeExternalRefs',
  fn: () => ({
    element: {
      enter: (node) => {
        dropExternalAttributes(node);
        if (node.name !== 'style') return;
        for (const child of node.children)
          if (child.type === 'text' || child.type === 'cdata') child.value = withoutExternalCss(child.value);
      },
    },
  }),
};

/** The svgo configuration of our options. */
export function svgoConfig(options: SvgOptions): Config {
  const overrides = Object.fromEntries(PRESET_PLUGIN_NAMES.filter((name) => !options[name]).map((n) => [n, false]));
  return {
    multipass: options.multipass,
    js2svg: options.output === 'pretty' ? { pretty: true, indent: 2 } : { pretty: false },
    plugins: [
      { name: 'preset-default', params: { overrides } },
      ...(options.removeScripts ? (['removeScripts', removeExternalRefs] as const) : []),
    ],
  };
}
