export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/popular', label: 'Popular' },
  { href: '/new', label: 'New' },
  { href: '/about', label: 'About' },
] as const;
