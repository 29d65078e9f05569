import { SITE_NAME } from '../../core/catalogue';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 py-8 text-center text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
      <p>
        © {new Date().getFullYear()} {SITE_NAME}. Everything runs in your browser; nothing you enter leaves your device.
      </p>
    </footer>
  );
}
