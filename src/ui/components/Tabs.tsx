import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface TabItem {
  label: string;
  content: ReactNode;
  /** The tab its owner opens on, rather than the first (the colour converter's every form at once). */
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

/** Scrolls the list sideways (only the list, never the page) until its tab at `index` is wholly in view. */
function revealTab(list: HTMLElement | null, index: number) {
  // By position: the tab's own aria-selected may be set a render later.
  const tab = list?.querySelectorAll<HTMLElement>('[role="tab"]')[index];
  if (!list || !tab) return;
  const start = tab.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
  const end = start + tab.offsetWidth;
  if (start < list.scrollLeft) list.scrollLeft = start;
  else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
}

/**
 * Keyboard-accessible tabs (arrow keys move between tabs). The tabs stay on one row: a list wider than the screen
 * scrolls sideways (as on a phone) rather than wrapping to several rows, and keeps the selected tab in view.
 */
export function Tabs({ tabs, selectedIndex, onChange, label, keepMounted = false }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);
  // The selected tab, also when the group chooses it itself (no selectedIndex given).
  const [chosen, setChosen] = useState(selectedIndex ?? 0);
  const selected = selectedIndex ?? chosen;
  useEffect(() => revealTab(list.current, selected), [selected]);
  const change = (index: number) => {
    setChosen(index);
    onChange?.(index);
  };
  return (
    <TabGroup selectedIndex={selectedIndex} onChange={change}>
      <TabList
        ref={list}
        aria-label={label}
        className="flex gap-1 overflow-x-auto rounded-lg contain-inline-size bg-slate-100 p-1 [scrollbar-width:thin] dark:bg-slate-800"
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.label}
            className={
              'shrink-0 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-slate-600 focus-ring dark:text-slate-300 ' +
              'data-[selected]:bg-white data-[selected]:text-slate-900 data-[selected]:shadow ' +
              'dark:data-[selected]:bg-slate-900 dark:data-[selected]:text-white'
            }
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-3">
        {tabs.map((tab) => (
          <TabPanel key={tab.label} unmount={!keepMounted} className="focus-ring rounded-lg">
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
