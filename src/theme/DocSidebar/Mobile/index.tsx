/*
 * Swizzled (wraps the theme's DocSidebarMobile) because no option defers it. On a phone, right after
 * hydration, the theme's component hands the docs sidebar to the slide-out menu
 * (`NavbarSecondaryMenuFiller`). That hand-over sorts its props' keys with the page's first
 * `localeCompare`, which loads ICU's collation data (about 20 ms on the test machine, 80 ms at
 * Lighthouse's 4x CPU slowdown) inside the task that follows hydration, and re-renders the navbar's
 * menu state, all for a menu that is not open.
 *
 * This wrapper hands the sidebar over at the same moment `src/theme/Navbar/MobileSidebar` renders the
 * menu: on the reader's first intent to open it, or its first opening (`useNavbarToggleIntent`). The
 * menu then opens on the docs sidebar as before.
 */
import React, {type ReactElement} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import OriginalDocSidebarMobile from '@theme-original/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar/Mobile';
import useNavbarToggleIntent from '@site/src/hooks/useNavbarToggleIntent';

/**
 * The docs sidebar's entry in the phone's slide-out menu, handed over from the reader's first intent to
 * open the menu. Before that it renders nothing.
 * @param props - the theme's props: the current sidebar's items and the current path
 */
export default function DocSidebarMobile(props: Props): ReactElement | null {
  const {shown} = useNavbarMobileSidebar();
  if (!useNavbarToggleIntent(shown)) return null;
  return <OriginalDocSidebarMobile {...props} />;
}
