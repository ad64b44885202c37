/**
 * Swizzled (ejected) from @docusaurus/theme-classic 3.10.2 `DocSidebar/Mobile`, because the cost is in how it
 * calls theme-common, which no option or wrapper reaches. The theme hands all four of its props (`sidebar`,
 * `path`, `onCollapse`, `isHidden`) to `NavbarSecondaryMenuFiller`, which memoises them by sorting their keys
 * with `localeCompare`. That is the page's first `localeCompare` call, and the browser loads its collation
 * data for it: 15 ms of the task right after hydration on a phone-sized docs page, about 60 ms under
 * Lighthouse's CPU slowdown (see BENCHMARKS.md). Here the filler gets one prop, the memoised sidebar and
 * path, and a list of one key is sorted without a comparison. Markup, classes and behaviour (the drawer
 * closes when a link or a category with a link is clicked) are the theme's.
 */
import React, {memo, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';

/** What the drawer's docs menu shows: the sidebar's items and the current page's path (the active item). */
interface MobileMenu {
  readonly sidebar: Props['sidebar'];
  readonly path: string;
}

/**
 * The docs sidebar inside the mobile navbar drawer; clicking a link, or a category that has a link, closes the
 * drawer.
 * @param props - `menu`: the sidebar and the active path, one object so that the filler memoises one key
 */
function DocSidebarMobileSecondaryMenu({menu}: {menu: MobileMenu}): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={menu.sidebar}
        activePath={menu.path}
        onItemClick={(item) => {
          if (item.type === 'link' || (item.type === 'category' && item.href)) mobileSidebar.toggle();
        }}
        level={1}
      />
    </ul>
  );
}

/**
 * Puts the docs sidebar into the mobile navbar drawer (rendered by the navbar, not here).
 * @param props - the theme's DocSidebar props; only `sidebar` and `path` are used on mobile
 */
function DocSidebarMobile({sidebar, path}: Props): ReactNode {
  const menu = useMemo<MobileMenu>(() => ({sidebar, path}), [sidebar, path]);
  return <NavbarSecondaryMenuFiller component={DocSidebarMobileSecondaryMenu} props={{menu}} />;
}

export default memo(DocSidebarMobile);
