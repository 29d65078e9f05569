import { Link } from 'wouter';
import { SITE_NAME } from '../../core/site/catalogue';
import { AdSlot } from './AdSlot';
import { useManagePrivacy } from './ConsentBanner';
import { FOOTER_LINKS } from './navigation';

const footerLinkClass = 'rounded hover:text-slate-900 focus-ring dark:hover:text-white';

/** Room under the footer's last line for the chat tab (44 px tall, 16 px from the bottom), so it covers nothing. */
const CHAT_BUTTON_ROOM_PX = 64;

export function Footer() {
  const managePrivacy = useManagePrivacy();
  return (
    <footer
      style={{ paddingBottom: CHAT_BUTTON_ROOM_PX }}
      className="mt-16 border-t border-slate-200 pt-8 text-center text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4">
        <AdSlot slot="footer" />
        <nav aria-label="Footer" className="flex flex-wrap justify-center gap-x-4 gap-y-1">
          {FOOTER_LINKS.map((link) => (
            <Link key={link.href} href={link.href} className={footerLinkClass}>
              {link.label}
            </Link>
          ))}
          {/* Reopens the cookie choice made in the consent banner (a dialog, so a button, not a link). */}
          <button type="button" onClick={managePrivacy} className={footerLinkClass}>
            Privacy choices
          </button>
        </nav>
        {/* The prerendered year may differ from the visitor's clock (e.g. across New Year): not an error. */}
        <p suppressHydrationWarning>
          © {new Date().getFullYear()} {SITE_NAME}. Everything runs in your browser; nothing you enter leaves your
          device.
        </p>
      </div>
    </footer>
  );
}
