/*
 * Swizzled (wraps the theme's NavbarMobileSidebar) because no option defers it. On a phone, the theme
 * renders the whole slide-out menu right after hydration, as soon as `useWindowSize` turns from `ssr`
 * to `mobile`: the navbar items and, on docs pages, the docs sidebar with its expanded categories. That
 * render is one task while the page is still loading, for a menu nobody sees until they open it.
 *
 * This wrapper renders the theme's component from the first sign that the reader wants the menu (the
 * toggle is hovered, pressed, touched or focused: `useNavbarToggleIntent`) or from its first opening,
 * and keeps it from then on, so it also slides out when it closes. Rendering on intent, before the click,
 * keeps the slide-in transition: the menu is in the DOM in its closed state when the click opens it.
 */
import React, {type ReactElement} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import OriginalNavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import useNavbarToggleIntent from '@site/src/hooks/useNavbarToggleIntent';

/**
 * The phone's slide-out menu, rendered from the reader's first intent to open it. Before that it
 * renders nothing, as the theme's component does on wide screens and on the server.
 */
export default function NavbarMobileSidebar(): ReactElement | null {
  const {shown} = useNavbarMobileSidebar();
  if (!useNavbarToggleIntent(shown)) return null;
  return <OriginalNavbarMobileSidebar />;
}
