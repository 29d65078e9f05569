import { Radio, RadioGroup } from '@headlessui/react';
import { Link } from 'wouter';
import { SITE_NAME } from '../../core/site/catalogue';
import { STATIC_PAGES } from '../../core/site/seo';
import { Button } from '../components/Button';
import { Panel } from '../components/Panel';
import { Tabs } from '../components/Tabs';
import { Toggle } from '../components/Toggle';
import { APP_VERSION } from '../config';
import { notify } from '../notify';
import { OfflinePanel } from '../offline/OfflinePanel';
import { OFFLINE_MESSAGES } from '../offline/messages';
import { useDocumentMeta } from '../seo';
import { THEME_OPTIONS } from '../shell/ThemeMenu';
import { useFavourites } from '../state/favourites';
import { useRecents } from '../state/recents';
import { developerMode, notifications, supportChat } from '../state/settings';
import { useStored } from '../state/stored';
import { theme as storedTheme } from '../state/theme';
import { PageHeading } from './PageHeading';

const THEME_DESCRIPTIONS = {
  light: 'Bright background, dark text.',
  dark: 'Dark background, easy on the eyes at night.',
  system: 'Follow your operating system.',
} as const;

function Appearance() {
  const [theme, setTheme] = useStored(storedTheme);
  return (
    <Panel title="Theme">
      <RadioGroup value={theme} onChange={setTheme} aria-label="Theme" className="grid gap-3 sm:grid-cols-3">
        {THEME_OPTIONS.map(({ value, label, Icon }) => (
          <Radio
            key={value}
            value={value}
            aria-label={label}
            className={
              'flex cursor-pointer flex-col gap-2 rounded-xl border-2 border-slate-200 p-4 focus-ring dark:border-slate-700 ' +
              'data-[checked]:border-indigo-600 data-[checked]:bg-indigo-50 dark:data-[checked]:bg-indigo-950/40'
            }
          >
            <Icon aria-hidden className="size-6 text-indigo-600 dark:text-indigo-400" />
            <span className="font-semibold text-slate-900 dark:text-white">{label}</span>
            <span className="text-sm text-slate-600 dark:text-slate-400">{THEME_DESCRIPTIONS[value]}</span>
          </Radio>
        ))}
      </RadioGroup>
    </Panel>
  );
}

function Preferences() {
  const [developer, setDeveloper] = useStored(developerMode);
  const [notify, setNotify] = useStored(notifications);
  const [chat, setChat] = useStored(supportChat);
  return (
    <Panel title="Preferences">
      <div className="flex flex-col gap-5">
        <Toggle
          label="Developer Mode"
          description="Show a panel of the analytics events the site would send."
          checked={developer}
          onChange={setDeveloper}
        />
        <Toggle
          label="Notifications"
          description="Show success messages. Errors are always shown."
          checked={notify}
          onChange={setNotify}
        />
        <Toggle
          label="Support Chat"
          description="Show the support chat button on every page."
          checked={chat}
          onChange={setChat}
        />
      </div>
    </Panel>
  );
}

function YourTools() {
  const favourites = useFavourites();
  const recents = useRecents();
  const clear = (list: { clear: () => void }, done: string) => () => {
    list.clear();
    notify.success(done);
  };
  return (
    <Panel title="Your tools">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Favourites: {favourites.ids.length}. Recent tools: {recents.ids.length}. Kept in this browser only.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={clear(favourites, 'Favourites cleared')}>
          Clear favourites
        </Button>
        <Button variant="secondary" onClick={clear(recents, 'Recent tools cleared')}>
          Clear recent tools
        </Button>
      </div>
    </Panel>
  );
}

function About() {
  return (
    <Panel title={`About ${SITE_NAME}`}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="font-medium text-slate-700 dark:text-slate-300">Version</dt>
        <dd className="text-slate-900 dark:text-white">{APP_VERSION}</dd>
        <dt className="font-medium text-slate-700 dark:text-slate-300">Privacy</dt>
        <dd className="text-slate-900 dark:text-white">
          Every tool runs in your browser; settings stay in this browser.
        </dd>
      </dl>
      <p className="text-sm">
        <Link href="/about" className="rounded font-medium text-indigo-600 underline focus-ring dark:text-indigo-400">
          More about {SITE_NAME}
        </Link>
      </p>
    </Panel>
  );
}

export default function Settings() {
  useDocumentMeta(STATIC_PAGES['/settings']);
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title="Settings" subtitle="Saved in this browser only." />
      <Tabs
        label="Settings sections"
        tabs={[
          { label: 'Appearance', content: <Appearance /> },
          {
            label: 'Preferences',
            content: (
              <div className="flex flex-col gap-6">
                <Preferences />
                <YourTools />
              </div>
            ),
          },
          { label: OFFLINE_MESSAGES.panelTitle, content: <OfflinePanel /> },
          { label: 'About', content: <About /> },
        ]}
      />
    </div>
  );
}
