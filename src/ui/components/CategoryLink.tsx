import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import type { Category } from '../../core/site/catalogue';
import { categoryPath } from '../../core/site/categories';
import { CATEGORY_WORDS } from './category-messages';

/** The category's colour as a dot, as the cards show it. */
export function CategoryDot({ category, className = 'size-2' }: { category: Category; className?: string }) {
  return (
    <span aria-hidden className={`shrink-0 rounded-full ${className}`} style={{ backgroundColor: category.color }} />
  );
}

const pillClass =
  'inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-2.5 py-0.5 text-xs font-medium ' +
  'text-slate-700 hover:bg-slate-100 focus-ring dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800';

/** A tool page's link to its category's page: the category's dot and name, as on the tool's card. */
export function CategoryPill({ category }: { category: Category }) {
  return (
    <Link
      href={categoryPath(category.id)}
      aria-label={CATEGORY_WORDS.categoryLinkLabel(category.name)}
      className={pillClass}
    >
      <CategoryDot category={category} />
      {category.name}
    </Link>
  );
}

const headingLinkClass =
  'inline-flex items-center gap-2 rounded-lg text-lg font-semibold text-slate-900 hover:text-indigo-700 focus-ring ' +
  'dark:text-white dark:hover:text-indigo-300';

/**
 * A home group's heading: the category's name linking to its page, with an arrow that says it leads on (named by its
 * text alone, so the heading stays the category's name).
 */
export function CategoryHeadingLink({ category }: { category: Category }) {
  return (
    <h3>
      <Link href={categoryPath(category.id)} className={headingLinkClass}>
        <CategoryDot category={category} className="size-2.5" />
        {category.name}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </h3>
  );
}
