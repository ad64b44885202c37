// @vitest-environment jsdom
import React from 'react';
import {describe, expect, it} from 'vitest';
import {render, screen} from '@testing-library/react';
import IntegrationTiles from '@site/src/components/IntegrationTiles';
import {hooks, scanners} from '@site/src/data/integrations';

describe('IntegrationTiles', () => {
  it('links every catalogue entry to its reference page', () => {
    render(<IntegrationTiles items={[...scanners, ...hooks]} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(scanners.length + hooks.length);
    expect(screen.getByRole('link', {name: /Nmap/}).getAttribute('href')).toBe('/docs/scanners/nmap');
    expect(screen.getByRole('link', {name: /DefectDojo/}).getAttribute('href')).toBe('/docs/hooks/defectdojo');
  });

  it('shows name, category and use case in the link text', () => {
    const [first] = scanners;
    render(<IntegrationTiles items={[first]} />);
    const link = screen.getByRole('link');
    expect(link.textContent).toContain(first.name);
    expect(link.textContent).toContain(first.category);
    expect(link.textContent).toContain(first.usecase);
  });

  it('says "In development" on the Static Report tile, which has no chart, instead of its category', () => {
    const staticReport = hooks.find((hook) => hook.slug === 'static-report');
    const defectdojo = hooks.find((hook) => hook.slug === 'defectdojo');
    if (!staticReport || !defectdojo) throw new Error('the catalogue lacks static-report or defectdojo');
    expect(staticReport.chart).toBeNull();
    render(<IntegrationTiles items={[staticReport, defectdojo]} />);
    const tile = screen.getByRole('link', {name: /Static Report/});
    expect(tile.textContent).toContain('In development');
    expect(tile.textContent).toContain('no chart to install');
    expect(screen.getByRole('link', {name: /DefectDojo/}).textContent).not.toContain('In development');
  });
});
