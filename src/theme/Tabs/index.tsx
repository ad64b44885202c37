/**
 * Swizzled (ejected) from @docusaurus/theme-classic 3.10.2 `Tabs`, because no option or wrapper can stop it from
 * remounting: the theme keys its provider on `useIsBrowser()`, so every tab group renders its whole content twice,
 * once to hydrate and again right after, in one task that is not split up (35 ms on the nmap page, about 140 ms
 * under Lighthouse's CPU slowdown; see BENCHMARKS.md). The remount was a workaround for facebook/docusaurus#5653;
 * today `useTabsContextValue` starts from the server's default tab and switches to a stored or linked tab in a
 * layout effect, so hydration already matches without it. The only change: no remount. Markup, roles, class
 * names, keyboard handling (Enter, ArrowLeft, ArrowRight) and scroll blocking are the theme's.
 */
import React, {type KeyboardEvent, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  sanitizeTabsChildren,
  TabsProvider,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';

/** The row of tabs: one `role="tab"` item per tab value of the surrounding {@link TabsProvider}. */
function TabList({className}: {className?: string}): ReactNode {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();
  // Filled by the ref callbacks of this render, in tab order.
  const tabs: HTMLLIElement[] = [];

  const select = (tab: HTMLLIElement): void => {
    const value = tabValues[tabs.indexOf(tab)]?.value;
    if (value === undefined || value === selectedValue) return;
    blockElementScrollPositionUntilNextRender(tab);
    selectValue(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>): void => {
    const index = tabs.indexOf(event.currentTarget);
    if (event.key === 'Enter') select(event.currentTarget);
    else if (event.key === 'ArrowRight') (tabs[index + 1] ?? tabs[0])?.focus();
    else if (event.key === 'ArrowLeft') (tabs[index - 1] ?? tabs.at(-1))?.focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}) => {
        const selected = value === selectedValue;
        return (
          <li
            key={value}
            role="tab"
            tabIndex={selected ? 0 : -1}
            aria-selected={selected}
            ref={(element) => {
              if (element) tabs.push(element);
            }}
            onKeyDown={onKeyDown}
            onClick={(event: MouseEvent<HTMLLIElement>) => select(event.currentTarget)}
            {...attributes}
            className={clsx('tabs__item', styles.tabItem, attributes?.className as string | undefined, {
              'tabs__item--active': selected,
            })}
          >
            {label ?? value}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A tab group: the tab row and the `TabItem` children, one of them shown.
 * @param props - the theme's Tabs props (`defaultValue`, `values`, `groupId`, `queryString`, `lazy`, `block`,
 *   `className`, children `TabItem`s); `className` goes on the tab row, as in the theme
 */
export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
        <TabList className={props.className} />
        <div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
      </div>
    </TabsProvider>
  );
}
