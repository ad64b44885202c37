import React, {useEffect} from 'react';
import SearchBar from '@theme-original/SearchBar';
import {isSearchShortcut} from './shortcut';

/**
 * Wraps the local search bar of `@cmfcmf/docusaurus-search-local` and adds keyboard
 * shortcuts: `Ctrl+K` / `⌘K` anywhere, and `/` outside text fields, open the search;
 * `Escape` closes the open search overlay (the plugin's overlay otherwise stays open).
 * The original component stays as it is; this only listens on `document`.
 */
export default function SearchBarWrapper(props: Record<string, unknown>): React.ReactElement {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        const cancel = document.querySelector<HTMLButtonElement>('.aa-DetachedOverlay .aa-DetachedCancelButton');
        if (cancel) {
          event.preventDefault();
          cancel.click();
        }
        return;
      }
      if (!isSearchShortcut(event)) return;
      const button = document.querySelector<HTMLButtonElement>('.dsla-search-field .aa-DetachedSearchButton');
      if (!button) return;
      event.preventDefault();
      button.click();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return <SearchBar {...props} />;
}
