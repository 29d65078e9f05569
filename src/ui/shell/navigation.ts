export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/popular', label: 'Popular' },
  { href: '/new', label: 'New' },
  { href: '/about', label: 'About' },
] as const;

/** The site's other pages, linked from the footer. */
export const FOOTER_LINKS = [
  { href: '/coming-soon', label: 'Coming Soon' },
  { href: '/about', label: 'About' },
  { href: '/support', label: 'Support' },
  { href: '/settings', label: 'Settings' },
] as const;

/** The phone menu's words besides the links. */
export const MENU_WORDS = {
  title: 'Menu',
  close: 'Close menu',
  categories: 'Categories',
  theme: 'Theme',
} as const;
