// @vitest-environment jsdom
import React from 'react';
import {describe, expect, it} from 'vitest';
import {render, screen, within} from '@testing-library/react';
import {
  IntegrationArchitectures,
  IntegrationCascadingRules,
  IntegrationDeployment,
  IntegrationExample,
  IntegrationFacts,
  IntegrationLinks,
  IntegrationScanTypes,
  IntegrationValues,
  ShippedCascadingRules,
} from '@site/src/components/IntegrationReference';
import {integrations, scanners} from '@site/src/data/integrations';
import {RELEASE} from '@site/src/data/release';
import {DOCS_COMMAND_COLUMNS, joinCommand} from '@site/src/lib/commandLines';
import {sourceUrl} from '@site/src/data/integrations/common';
import type {HookIntegration, Integration, ScannerIntegration} from '@site/src/data/integrations/types';

/** The entries that satisfy `predicate`; fails the test when there is none, so no loop below can pass vacuously. */
function entriesWhere<T extends Integration>(predicate: (entry: Integration) => entry is T): T[];
function entriesWhere(predicate: (entry: Integration) => boolean): Integration[];
function entriesWhere(predicate: (entry: Integration) => boolean): Integration[] {
  const found = integrations.filter(predicate);
  expect(found.length, 'no catalogue entry matches').toBeGreaterThan(0);
  return found;
}

const isScanner = (entry: Integration): entry is ScannerIntegration => entry.kind === 'scanner';
const isHook = (entry: Integration): entry is HookIntegration => entry.kind === 'hook';

/** The facts list as term → text pairs. */
function facts(entry: Integration): Map<string, string> {
  const {container, unmount} = render(<IntegrationFacts entry={entry} />);
  const list = container.querySelector(`dl[aria-label="${entry.name} at a glance"]`);
  if (!list) throw new Error(`${entry.slug}: no facts list`);
  const pairs = new Map(
    Array.from(list.querySelectorAll('dt')).map((term) => [
      term.textContent ?? '',
      term.nextElementSibling?.textContent ?? '',
    ]),
  );
  unmount();
  return pairs;
}

describe('IntegrationFacts', () => {
  it('shows kind, category, chart, upstream and the ScanTypes of every scanner', () => {
    for (const entry of entriesWhere(isScanner)) {
      const pairs = facts(entry);
      expect(pairs.get('Kind')).toBe('Scanner');
      expect(pairs.get('Category')).toBe(entry.category);
      expect(pairs.get('Chart')).toBe(entry.chart.name);
      expect(pairs.get('Upstream')).toBe(entry.upstream.name);
      expect(pairs.get(entry.scanTypes.length === 1 ? 'ScanType' : 'ScanTypes')).toBe(entry.scanTypes.join(', '));
      if (entry.chart.appVersion) expect(pairs.get('Tool version')).toBe(entry.chart.appVersion);
    }
  });

  it('shows the hook type of hooks and says when no chart is published', () => {
    for (const entry of entriesWhere(isHook)) {
      const pairs = facts(entry);
      expect(pairs.get('Kind')).toBe('Hook');
      expect(pairs.get('Hook type')).toBe(entry.hookType ?? undefined);
      expect(pairs.get('Chart')).toBe(entry.chart ? entry.chart.name : 'none published');
      expect(pairs.get('App version')).toBe(entry.chart?.appVersion);
      expect(pairs.has('Tool version')).toBe(false);
    }
  });

  it('labels developing integrations as in development', () => {
    for (const entry of entriesWhere((candidate) => candidate.state === 'developing')) {
      expect(facts(entry).get('State')).toBe('In development');
    }
  });
});

describe('IntegrationDeployment', () => {
  it('shows the install command within the docs column and the Kubernetes requirement, and links the CRDs it installs', () => {
    for (const entry of entriesWhere((candidate) => candidate.chart !== null)) {
      const {container, unmount} = render(<IntegrationDeployment entry={entry} />);
      // Printed across lines that fit the docs column, the same command for the shell.
      const printed = container.querySelector('pre[data-language="bash"]')?.textContent ?? '';
      expect(joinCommand(printed)).toBe(entry.installCommand);
      expect(printed.split('\n').every((line) => line.length <= DOCS_COMMAND_COLUMNS)).toBe(true);
      expect(container.textContent).toContain(
        `supports Kubernetes ${RELEASE.kubernetes[RELEASE.kubernetes.length - 1] ?? ''} to ${RELEASE.kubernetes[0] ?? ''}`,
      );
      expect(container.textContent).toContain(`constraint, ${entry.chart?.kubeVersion ?? ''}, is looser`);
      const crds = entry.kind === 'scanner' ? ['ScanType', 'ParseDefinition'] : ['ScanCompletionHook'];
      for (const name of crds)
        expect(screen.getByRole('link', {name}).getAttribute('href')).toMatch(/^\/docs\/api\/crds\//);
      unmount();
    }
  });

  it('renders nothing for an integration without a chart', () => {
    for (const entry of entriesWhere((candidate) => candidate.chart === null)) {
      const {container, unmount} = render(<IntegrationDeployment entry={entry} />);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });
});

describe('IntegrationValues', () => {
  it('lists one field per Helm value, keyed by the value path, in catalogue order, with its type', () => {
    for (const entry of entriesWhere((candidate) => candidate.values.length > 0)) {
      // Plain selectors: Testing Library's role queries take seconds on lists of 40 fields.
      const {container, unmount} = render(<IntegrationValues entry={entry} />);
      const list = container.querySelector(`section[aria-label="Helm values of ${entry.name}"] dl`);
      const fields = Array.from(list?.children ?? []);
      expect(fields.map((field) => field.querySelector('dt code')?.textContent)).toEqual(
        entry.values.map((row) => row.key),
      );
      expect(fields.map((field) => field.querySelector('dt code + span')?.textContent)).toEqual(
        entry.values.map((row) => row.type),
      );
      unmount();
    }
  });

  it('lets keys and literal defaults break only after dots, slashes, commas and equals signs', () => {
    const entry = entriesWhere((candidate) => candidate.values.some((row) => row.key.includes('.')))[0];
    const {container} = render(<IntegrationValues entry={entry} />);
    const key = container.querySelector('dt code');
    const row = entry.values[0];
    expect(key?.textContent).toBe(row.key);
    // Every joint is followed by a <wbr>, and every <wbr> follows a joint.
    expect(key?.querySelectorAll('wbr').length).toBe((row.key.match(/[./,=]/g) ?? []).length);
    for (const wbr of Array.from(key?.querySelectorAll('wbr') ?? [])) {
      expect(wbr.previousSibling?.textContent).toMatch(/[./,=]$/);
    }
  });

  it('prints literal defaults as code and computed defaults in parentheses as text', () => {
    const entry = entriesWhere((candidate) => candidate.values.some((row) => row.default.startsWith('(')))[0];
    const {container} = render(<IntegrationValues entry={entry} />);
    const defaults = container.querySelectorAll('[data-default]');
    for (const [index, row] of entry.values.entries()) {
      const cell = defaults[index];
      expect(cell.textContent).toBe(row.default);
      expect(cell.tagName === 'CODE').toBe(!row.default.startsWith('('));
    }
  });

  it('renders backticks of a description as code and never as markup', () => {
    const base = entriesWhere((candidate) => candidate.values.length > 0)[0];
    const entry: Integration = {
      ...base,
      values: [
        {
          key: 'x.y',
          type: 'string',
          default: '""',
          description: 'Set `x.y` to <b>bold</b> <img src=x onerror=alert(1)>.',
        },
      ],
    };
    const {container} = render(<IntegrationValues entry={entry} />);
    const description = container.querySelector('dd:last-child');
    if (!description) throw new Error('no description');
    expect(Array.from(description.querySelectorAll('code')).map((code) => code.textContent)).toEqual(['x.y']);
    expect(description.querySelector('b, img')).toBeNull();
    expect(description.textContent).toBe('Set x.y to <b>bold</b> <img src=x onerror=alert(1)>.');
  });

  it('renders nothing when the chart has no values', () => {
    for (const entry of entriesWhere((candidate) => candidate.values.length === 0)) {
      const {container, unmount} = render(<IntegrationValues entry={entry} />);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });
});

describe('IntegrationScanTypes', () => {
  it('lists every ScanType name and renders nothing for hooks', () => {
    for (const entry of entriesWhere(isScanner)) {
      const {container, unmount} = render(<IntegrationScanTypes entry={entry} />);
      expect(Array.from(container.querySelectorAll('li')).map((item) => item.textContent)).toEqual([
        ...entry.scanTypes,
      ]);
      const appendable = entry.values.some((row) => row.key === 'scanner.nameAppend') && !entry.scanTypeNameFixed;
      expect(container.textContent?.includes('scanner.nameAppend')).toBe(appendable);
      unmount();
    }
    for (const entry of entriesWhere(isHook)) {
      const {container, unmount} = render(<IntegrationScanTypes entry={entry} />);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });
});

describe('IntegrationCascadingRules', () => {
  it('has a row and a manifest per rule, with the started scan and both labels', () => {
    for (const entry of entriesWhere((candidate) => candidate.cascadingRules.length > 0)) {
      const {container, unmount} = render(<IntegrationCascadingRules entry={entry} />);
      const rows = Array.from(container.querySelectorAll('tbody tr'));
      expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(
        entry.cascadingRules.map((rule) => rule.metadata.name),
      );
      for (const [index, rule] of entry.cascadingRules.entries()) {
        const cells = rows[index].querySelectorAll('td');
        expect(cells[0].querySelectorAll('div')).toHaveLength(rule.spec.matches.anyOf.length);
        expect(cells[1].textContent).toBe(
          `${rule.spec.scanSpec.scanType} with ${rule.spec.scanSpec.parameters.join(' ')}`,
        );
        expect(cells[2].textContent).toBe(
          `${rule.metadata.labels['securecodebox.io/invasive']}, ${rule.metadata.labels['securecodebox.io/intensive']}`,
        );
        const manifest = container.querySelector(`pre[data-title="${rule.metadata.name}.yaml"]`);
        expect(manifest?.textContent).toContain(`name: ${rule.metadata.name}`);
        expect(manifest?.textContent).toContain(`scanType: ${rule.spec.scanSpec.scanType}`);
      }
      unmount();
    }
  });

  it('spells nested match fields as dotted paths', () => {
    const base = entriesWhere((candidate) => candidate.cascadingRules.length > 0)[0];
    const [rule] = base.cascadingRules;
    const nested = {
      ...rule,
      spec: {...rule.spec, matches: {anyOf: [{category: 'Open Port', attributes: {port: 22, state: 'open'}}]}},
    };
    const {container} = render(<IntegrationCascadingRules entry={{...base, cascadingRules: [nested]}} />);
    const conditions = Array.from(container.querySelectorAll('tbody td')[0].querySelectorAll('code')).map(
      (code) => code.textContent,
    );
    expect(conditions).toEqual(['category: Open Port', 'attributes.port: 22', 'attributes.state: open']);
  });
});

describe('IntegrationExample', () => {
  it('shows the scan manifest and, when the chart has them, the findings with how many were trimmed', () => {
    const withExamples = entriesWhere((candidate) => candidate.examples.length > 0);
    let trimmed = 0;
    for (const entry of withExamples) {
      for (const example of entry.examples) {
        const {unmount} = render(<IntegrationExample entry={entry} name={example.name} />);
        expect(
          within(screen.getByRole('tabpanel', {name: 'Scan'})).getByText(example.scan.trim(), {
            normalizer: (text) => text.trim(),
          }),
        ).toBeTruthy();
        const findings = screen.queryByRole('tabpanel', {name: 'Findings'});
        expect(findings !== null).toBe((example.findings?.length ?? 0) > 0);
        if (findings && example.findings) {
          expect(JSON.parse(findings.querySelector('pre')?.textContent ?? '')).toEqual(example.findings);
          const total = example.totalFindings;
          if (total !== undefined && total > example.findings.length) {
            trimmed += 1;
            expect(findings.textContent).toContain(`of the ${total} findings, as the parser writes them`);
          } else {
            // Complete samples, or samples from several runs whose total is not one number, give no count.
            expect(findings.textContent).not.toMatch(/\d+ of the \d+ findings/);
          }
        }
        unmount();
      }
    }
    expect(trimmed, 'no example with trimmed findings').toBeGreaterThan(0);
  });

  it('throws with the entry and example name when the example does not exist', () => {
    const entry = entriesWhere((candidate) => candidate.examples.length > 0)[0];
    expect(() => render(<IntegrationExample entry={entry} name="no-such-example" />)).toThrow(
      `${entry.slug}: no example named "no-such-example"`,
    );
  });
});

describe('IntegrationArchitectures and IntegrationLinks', () => {
  it('lists the CPU architectures, or nothing when the chart declares none', () => {
    for (const entry of integrations) {
      const {container, unmount} = render(<IntegrationArchitectures entry={entry} />);
      expect(Array.from(container.querySelectorAll('li')).map((item) => item.textContent)).toEqual([
        ...entry.cpuArchitectures,
      ]);
      unmount();
    }
    entriesWhere((candidate) => candidate.cpuArchitectures.length > 0);
  });

  it('links the upstream project, the further links and the chart source once each', () => {
    for (const entry of integrations) {
      const {container, unmount} = render(<IntegrationLinks entry={entry} />);
      const hrefs = Array.from(container.querySelectorAll('a')).map((link) => link.getAttribute('href'));
      const expected = [entry.upstream.url, ...entry.links.map((link) => link.url)];
      if (entry.chart) expected.push(sourceUrl(entry.chart.sourceDir));
      expect(hrefs).toEqual([...new Set(expected)]);
      unmount();
    }
  });
});

describe('ShippedCascadingRules', () => {
  it('lists every rule of every scanner chart with its chart, ScanType and labels, and counts the invasive ones', () => {
    const {container} = render(<ShippedCascadingRules scanners={scanners} />);
    const expected = scanners.flatMap((scanner) =>
      scanner.cascadingRules.map((rule) => [
        rule.metadata.name,
        scanner.name,
        rule.spec.scanSpec.scanType,
        rule.metadata.labels['securecodebox.io/invasive'],
        rule.metadata.labels['securecodebox.io/intensive'],
      ]),
    );
    const rows = Array.from(container.querySelectorAll('tbody tr')).map((row) =>
      Array.from(row.children).map((cell) => cell.textContent),
    );
    expect(rows).toEqual(expected);
    const invasive = expected.filter((row) => row[3] === 'invasive').length;
    expect(container.querySelector('p')?.textContent).toBe(
      `${expected.length} CascadingRules ship with ${new Set(scanners.filter((s) => s.cascadingRules.length > 0).map((s) => s.slug)).size} scanner charts; ${invasive} of them are labelled invasive.`,
    );
    expect(invasive).toBeGreaterThan(0);
  });
});
