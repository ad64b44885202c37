// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {isSearchShortcut} from '@site/src/theme/SearchBar/shortcut';

const key = (
  k: string,
  mods: Partial<{ctrlKey: boolean; metaKey: boolean; altKey: boolean}> = {},
  target: EventTarget | null = document.body,
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target,
  ...mods,
});

describe('search keyboard shortcut', () => {
  it('opens on Ctrl+K and Cmd+K, whatever has focus', () => {
    expect(isSearchShortcut(key('k', {ctrlKey: true}))).toBe(true);
    expect(isSearchShortcut(key('K', {metaKey: true}))).toBe(true);
    expect(isSearchShortcut(key('k', {ctrlKey: true}, document.createElement('input')))).toBe(true);
  });

  it('opens on / outside text fields only', () => {
    expect(isSearchShortcut(key('/'))).toBe(true);
    expect(isSearchShortcut(key('/', {}, document.createElement('input')))).toBe(false);
    expect(isSearchShortcut(key('/', {}, document.createElement('textarea')))).toBe(false);
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    Object.defineProperty(editable, 'isContentEditable', {value: true});
    expect(isSearchShortcut(key('/', {}, editable))).toBe(false);
  });

  it('ignores other keys and Alt combinations', () => {
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('k', {ctrlKey: true, altKey: true}))).toBe(false);
    expect(isSearchShortcut(key('s', {ctrlKey: true}))).toBe(false);
  });
});
