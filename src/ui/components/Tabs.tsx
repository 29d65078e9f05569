import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';

export interface TabItem {
  label: string;
  /** What the tab shows; tabs without content only choose (the kit's actions, over the one input they share). */
  content?: ReactNode;
  /** The tab its owner opens on, rather than the first (the color converter's every form at once). */
  opens?: boolean;
}

interface TabsProps {
  tabs: TabItem[];
  selectedIndex?: number;
  onChange?: (index: number) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Keep hidden panels mounted, so what they hold (input, a running job, a result) survives switching tabs. */
  keepMounted?: boolean;
}

/**
 * Keyboard-accessible tabs (arrow keys move between tabs). A list wider than its space wraps to more rows, so no
 * choice hides behind a sideways scroll or a cut label.
 */
export function Tabs({ tabs, selectedIndex, onChange, label, keepMounted = false }: TabsProps) {
  return (
    <TabGroup selectedIndex={selectedIndex} onChange={onChange}>
      <TabList aria-label={label} className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {tabs.map((tab) => (
          <Tab
            key={tab.label}
            className={
              'max-w-full rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 focus-ring dark:text-slate-300 ' +
              'data-[selected]:bg-white data-[selected]:text-slate-900 data-[selected]:shadow ' +
              'dark:data-[selected]:bg-slate-900 dark:data-[selected]:text-white'
            }
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.some((tab) => tab.content !== undefined) && (
        <TabPanels className="mt-3">
          {tabs.map((tab) => (
            <TabPanel key={tab.label} unmount={!keepMounted} className="focus-ring rounded-lg">
              {tab.content}
            </TabPanel>
          ))}
        </TabPanels>
      )}
    </TabGroup>
  );
}
