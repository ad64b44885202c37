// @vitest-environment jsdom
import React from 'react';
import {describe, expect, it} from 'vitest';
import {render} from '@testing-library/react';
import Monogram, {colourSlot, initials} from '@site/src/components/Monogram';

describe('Monogram', () => {
  it('uses the first letters of the first two words', () => {
    expect(initials('Git Repo Scanner')).toBe('GR');
    expect(initials('ZAP Automation Framework')).toBe('ZA');
    expect(initials('SSH-audit')).toBe('SA');
  });

  it('uses the first two characters of a one-word name', () => {
    expect(initials('nmap')).toBe('Nm');
    expect(initials('X')).toBe('X');
  });

  it('gives one category one colour slot in the range 0–7', () => {
    expect(colourSlot('Network')).toBe(colourSlot('network'));
    for (const category of ['Network', 'CMS', 'Repository', 'Persistence', 'Container']) {
      expect(colourSlot(category)).toBeGreaterThanOrEqual(0);
      expect(colourSlot(category)).toBeLessThan(8);
    }
  });

  it('renders a decorative SVG hidden from assistive technology', () => {
    const {container} = render(<Monogram name="Trivy" category="Container" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.textContent).toBe('Tr');
  });
});
