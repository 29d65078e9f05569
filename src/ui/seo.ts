import { useEffect } from 'react';
import { SITE_NAME } from '../core/catalogue';

export interface PageMeta {
  /** Page title without the site name; omitted for the home page. */
  title?: string;
  description: string;
  /** Path of the canonical URL, e.g. '/tools/hash-generator'. */
  path: string;
  keywords?: readonly string[];
}

export const DEFAULT_DESCRIPTION =
  'Free, private developer tools that run entirely in your browser: encoders, formatters, hashes, converters and more.';

export function documentTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} - Free, private developer tools`;
}

function setMeta(selector: string, create: () => HTMLElement, attr: string, value: string) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  el.setAttribute(attr, value);
}

const metaNamed = (name: string) => () => Object.assign(document.createElement('meta'), { name });

/** Sets the document title, description, keywords and canonical link for the current page. */
export function useDocumentMeta({ title, description, path, keywords = [] }: PageMeta): void {
  const keywordText = keywords.join(', ');
  useEffect(() => {
    document.title = documentTitle(title);
    setMeta('meta[name="description"]', metaNamed('description'), 'content', description);
    setMeta('meta[name="keywords"]', metaNamed('keywords'), 'content', keywordText);
    setMeta(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      new URL(path, window.location.origin).href,
    );
  }, [title, description, path, keywordText]);
}
