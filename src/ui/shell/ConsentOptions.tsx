import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ConsentChoice } from '../../core/site/consent';
import { Button } from '../components/Button';

const CHOICE_LABEL: Record<ConsentChoice, string> = { granted: 'Consent', denied: 'Do not consent' };

/** The privacy options: what a choice switches on, the current choice, and the two choices. */
export default function OptionsDialog({
  open,
  services,
  current,
  onClose,
  onChoose,
}: {
  open: boolean;
  /** What a consent would switch on (`configuredServices`). */
  services: string[];
  current: ConsentChoice | null;
  onClose: () => void;
  onChoose: (c: ConsentChoice) => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-[60]">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="flex w-full max-w-lg flex-col gap-4 rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <DialogTitle className="text-lg font-semibold text-slate-900 dark:text-white">Privacy options</DialogTitle>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Your choice applies to ad, analytics, functionality and personalization storage alike. The tools work the
            same either way, and what you enter in them never leaves your device.
          </p>
          {services.length ? (
            <div className="text-sm text-slate-700 dark:text-slate-300">
              <p>Consenting enables:</p>
              <ul className="mt-1 list-disc pl-5">
                {services.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              This site currently has no analytics or ad service set up, so nothing is sent anywhere whatever you
              choose. Only your choice is stored, in this browser&apos;s local storage.
            </p>
          )}
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Your current choice: <strong>{current ? CHOICE_LABEL[current] : 'none yet'}</strong>. You can change it any
            time from Privacy choices at the bottom of every page.
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => onChoose('denied')}>
              Do not consent
            </Button>
            <Button onClick={() => onChoose('granted')}>Consent</Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
