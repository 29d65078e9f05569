import { useEffect } from 'react';
import { documentTitle, headTags, type HeadTag, type PageMeta } from '../core/site/seo';
import { config } from './config';

export { DEFAULT_DESCRIPTION, documentTitle, type PageMeta } from '../core/site/seo';

function selectorOf(tag: HeadTag): string {
  return tag.kind === 'canonical' ? 'link[rel="canonical"]' : `meta[${tag.attr}="${tag.key}"]`;
}

function createElementFor(tag: HeadTag): HTMLElement {
  if (tag.kind === 'canonical') return Object.assign(document.createElement('link'), { rel: 'canonical' });
  const meta = document.createElement('meta');
  meta.setAttribute(tag.attr, tag.key);
  return meta;
}

/**
 * Sets the document title, description, keywords, canonical link and Open Graph tags of the
 * current page: the same tags the build writes into each prerendered file (src/core/seo.ts).
 */
export function useDocumentMeta({ title, description, path, keywords = [] }: PageMeta): void {
  // Keywords are compared by their text: callers often pass a fresh array each render.
  const keywordList = JSON.stringify(keywords);
  useEffect(() => {
    const keywords = JSON.parse(keywordList) as string[];
    document.title = documentTitle(title);
    const tags = headTags({ title, description, path, keywords }, config.siteUrl);
    for (const tag of tags) {
      let el = document.head.querySelector<HTMLElement>(selectorOf(tag));
      if (!el) {
        el = createElementFor(tag);
        document.head.appendChild(el);
      }
      if (tag.kind === 'canonical') el.setAttribute('href', tag.href);
      else el.setAttribute('content', tag.content);
    }
  }, [title, description, path, keywordList]);
}
