import {readdirSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {parseAllDocuments} from 'yaml';

import {hooks, integrationPath, integrations, scanners} from '../../src/data/integrations';
import {OCI_REGISTRY} from '../../src/data/integrations/common';
import {RELEASE} from '../../src/data/release';
import type {Integration} from '../../src/data/integrations/types';
import {validateManifest} from '../../scripts/lib/manifests';
import {REMOVED_INTEGRATION_PAGES} from '../../plugins/integrations/template';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const HTTPS_URL = /^https:\/\/[^\s]+$/;

/**
 * Slugs of the reference pages in `docs/<folder>/` (every `.mdx` but the catalogue page `index.mdx` and the
 * hand-written pages of removed integrations), sorted.
 */
function pageSlugs(folder: 'scanners' | 'hooks'): string[] {
  const slugs = readdirSync(new URL(`../../docs/${folder}/`, import.meta.url))
    .filter((file) => file.endsWith('.mdx') && file !== 'index.mdx')
    .filter((file) => !REMOVED_INTEGRATION_PAGES.includes(`docs/${folder}/${file}`))
    .map((file) => file.slice(0, -'.mdx'.length))
    .sort();
  expect(slugs.length, `docs/${folder} has reference pages`).toBeGreaterThan(0);
  return slugs;
}

/** The documents of a YAML text, parsed; fails the test on YAML errors. */
function documentsOf(yamlText: string, where: string): unknown[] {
  return parseAllDocuments(yamlText).map((document) => {
    expect(document.errors.map((error) => `${where}: ${error.message}`)).toEqual([]);
    return document.toJS() as unknown;
  });
}

function isSecureCodeBoxDocument(doc: unknown): boolean {
  const apiVersion = (doc as {apiVersion?: unknown} | null)?.apiVersion;
  return typeof apiVersion === 'string' && /\.securecodebox\.io\//.test(apiVersion);
}

describe('integration catalogue', () => {
  it('has one entry per reference page in docs/scanners and docs/hooks, alphabetically by slug', () => {
    expect(scanners.map((entry) => entry.slug)).toEqual(pageSlugs('scanners'));
    expect(hooks.map((entry) => entry.slug)).toEqual(pageSlugs('hooks'));
  });

  it('gives every entry a unique route', () => {
    const routes = integrations.map(integrationPath);
    expect(new Set(routes).size).toBe(routes.length);
    for (const entry of scanners) expect(integrationPath(entry)).toBe(`/docs/scanners/${entry.slug}`);
    for (const entry of hooks) expect(integrationPath(entry)).toBe(`/docs/hooks/${entry.slug}`);
  });

  it('has no entry for the integrations that 5.0.0 removed (amass, cmseek)', () => {
    const slugs = integrations.map((entry) => entry.slug);
    expect(slugs).not.toContain('amass');
    expect(slugs).not.toContain('cmseek');
    expect(scanners.flatMap((entry) => entry.scanTypes)).not.toContain('amass');
    expect(scanners.flatMap((entry) => entry.scanTypes)).not.toContain('cmseek');
    expect(slugs).toContain('subfinder');
  });

  it('gives every entry unique names', () => {
    const names = integrations.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('says "no effect" for the values that a chart has but its templates never read', () => {
    // Read off the charts' templates at v5.8.0: zap-scan-type.yaml sets no backoffLimit, activeDeadlineSeconds or
    // nodeSelector; ssh-audit's ParseDefinition reads only image, ttlSecondsAfterFinished and env, and its ScanType
    // has no activeDeadlineSeconds (it reads the pod security context, affinity and tolerations since 5.1.0).
    const unread: Record<string, string[]> = {
      'zap-automation-framework': ['scanner.activeDeadlineSeconds', 'scanner.backoffLimit', 'scanner.nodeSelector'],
      'ssh-audit': [
        'parser.image.pullPolicy',
        'parser.scopeLimiterAliases',
        'parser.nodeSelector',
        'parser.affinity',
        'parser.tolerations',
        'parser.resources',
        'scanner.activeDeadlineSeconds',
      ],
      // semgrep's values.yaml has parser.backoffLimit, but semgrep-parse-definition.yaml never reads it.
      semgrep: ['parser.backoffLimit'],
    };
    for (const [slug, keys] of Object.entries(unread)) {
      const entry = scanners.find((scanner) => scanner.slug === slug);
      for (const key of keys) {
        const row = entry?.values.find((candidate) => candidate.key === key);
        expect(row?.description, `${slug} ${key}`).toMatch(/^Has no effect/);
      }
    }
    // The hook templates of these two charts set no imagePullPolicy.
    for (const slug of ['azure-monitor', 'dependency-track']) {
      const row = hooks.find((hook) => hook.slug === slug)?.values.find((r) => r.key === 'hook.image.pullPolicy');
      expect(row?.description, slug).toMatch(/^Has no effect/);
    }
    // In these two charts only the ParseDefinition reads imagePullSecrets, not the ScanType.
    for (const slug of ['zap-automation-framework', 'trivy-sbom']) {
      const row = scanners.find((scanner) => scanner.slug === slug)?.values.find((r) => r.key === 'imagePullSecrets');
      expect(row?.description, slug).toMatch(/parser image/);
      expect(row?.description, slug).toMatch(/does not read it/);
    }
  });

  it('names the ScanTypes that read a value when only some of a chart’s ScanTypes do', () => {
    // Read off scanners/trivy/templates/trivy-scan-type.yaml at v5.8.0: of the five ScanTypes, only trivy-image sets
    // nodeSelector, only trivy-image and trivy-image-autodiscovery set the pod securityContext, and trivy-image and
    // trivy-k8s set no suspend.
    const trivy = scanners.find((scanner) => scanner.slug === 'trivy');
    const partial: Record<string, RegExp> = {
      'scanner.nodeSelector': /Only the ScanType `trivy-image` reads it/,
      'scanner.podSecurityContext': /Only `trivy-image` and `trivy-image-autodiscovery` read it/,
      'scanner.suspend': /`trivy-image` and `trivy-k8s` jobs always start at once/,
    };
    for (const [key, claim] of Object.entries(partial)) {
      expect(trivy?.values.find((row) => row.key === key)?.description, key).toMatch(claim);
    }
  });

  it('says that scanner.nameAppend renames only the ScanTypes', () => {
    // Every chart's ParseDefinition has a fixed name, so a second release in the same namespace collides on it.
    for (const entry of scanners) {
      const row = entry.values.find((candidate) => candidate.key === 'scanner.nameAppend');
      if (row === undefined || entry.scanTypeNameFixed) continue;
      expect(row.description, entry.slug).toMatch(/ParseDefinition/);
      expect(row.description, entry.slug).toMatch(/namespace of its own/);
    }
  });
});

describe.each(integrations.map((entry): [string, Integration] => [`${entry.kind} ${entry.slug}`, entry]))(
  '%s',
  (_, entry) => {
    it('has every required field', () => {
      expect(entry.name.trim()).not.toBe('');
      expect(entry.slug).toMatch(SLUG);
      expect(entry.category.trim()).not.toBe('');
      expect(entry.usecase.trim()).not.toBe('');
      expect(entry.usecase).not.toMatch(/\n/);
      expect(entry.usecase.length).toBeLessThanOrEqual(90);
      expect(entry.description).toMatch(/^[A-Z][^\n]{40,200}\.$/);
      expect(entry.upstream.name.trim()).not.toBe('');
      expect(entry.upstream.url).toMatch(HTTPS_URL);
      for (const link of entry.links) {
        expect(link.label.trim()).not.toBe('');
        expect(link.url).toMatch(HTTPS_URL);
      }
      if (entry.kind === 'scanner') {
        expect(entry.chart.appVersion, 'scanner charts declare the tool version').toBeTruthy();
        expect(entry.scanTypes.length).toBeGreaterThan(0);
        expect(entry.cpuArchitectures.length).toBeGreaterThan(0);
        expect(entry.examples.length).toBeGreaterThan(0);
      } else {
        expect(entry.scanTypes).toEqual([]);
        expect(entry.hookType === null).toBe(entry.chart === null);
      }
      if (entry.chart === null) {
        expect(entry.state, 'only integrations in development may lack a chart').toBe('developing');
        expect(entry.installCommand).toBeNull();
        expect(entry.values).toEqual([]);
      }
    });

    it.skipIf(entry.chart === null)(
      'has a helm command that names its chart in the secureCodeBox OCI registry, pinned to the release',
      () => {
        if (entry.chart === null) throw new Error('unreachable: skipped without a chart');
        expect(entry.chart.name).toMatch(SLUG);
        expect(entry.chart.kubeVersion).toBe('>=v1.11.0-0');
        expect(entry.installCommand).toMatch(
          new RegExp(
            `^helm upgrade --install [a-z0-9-]+ ${OCI_REGISTRY.replace(/[./]/g, '\\$&')}/${entry.chart.name} --version ${RELEASE.version.replace(/[.]/g, '\\.')}$`,
          ),
        );
      },
    );

    it.skipIf(entry.values.length === 0)(
      'documents every configuration value once, with default and description',
      () => {
        const keys = entry.values.map((row) => row.key);
        expect(new Set(keys).size).toBe(keys.length);
        for (const row of entry.values) {
          expect(row.key).toMatch(/^[A-Za-z][\w.[\]]*$/);
          expect(row.default.trim()).not.toBe('');
          expect(row.description).toMatch(/^[A-Z`].*\.$/);
        }
        if (entry.kind === 'scanner') {
          expect(keys).toContain('scanner.image.repository');
          expect(keys).toContain('cascadingRules.enabled');
          // The row may only promise rules the chart installs: no rules listed, no effect stated.
          const rulesRow = entry.values.find((row) => row.key === 'cascadingRules.enabled');
          expect(rulesRow?.description.startsWith('Has no effect')).toBe(entry.cascadingRules.length === 0);
        } else if (entry.chart) {
          expect(keys).toContain('hook.image.repository');
          expect(keys).toContain('hook.priority');
        }
      },
    );

    it.skipIf(entry.examples.length === 0)(
      'has example manifests that validate against the CRD schema of their kind',
      () => {
        const names = entry.examples.map((example) => example.name);
        expect(new Set(names).size).toBe(names.length);
        for (const example of entry.examples) {
          expect(example.description.trim()).not.toBe('');
          const docs = documentsOf(example.scan, `${entry.slug}/${example.name}/scan.yaml`);
          expect(docs.filter(isSecureCodeBoxDocument).length, 'at least one secureCodeBox manifest').toBeGreaterThan(0);
          for (const doc of docs) {
            if (isSecureCodeBoxDocument(doc)) {
              expect(validateManifest(doc), `${example.name}/scan.yaml`).toEqual([]);
            } else {
              // Plain Kubernetes objects (ConfigMaps, Secrets) have no CRD schema; check their identity fields.
              const object = doc as {apiVersion?: unknown; kind?: unknown; metadata?: {name?: unknown}};
              expect(typeof object.apiVersion).toBe('string');
              expect(typeof object.kind).toBe('string');
              expect(typeof object.metadata?.name).toBe('string');
            }
          }
          const scans = docs.filter(
            (doc) => (doc as {kind?: unknown}).kind === 'Scan' || (doc as {kind?: unknown}).kind === 'ScheduledScan',
          );
          for (const scan of scans) {
            const spec = (scan as {spec: {scanType?: string; scanSpec?: {scanType?: string}}}).spec;
            expect(entry.scanTypes, `${example.name} uses a ScanType of this chart`).toContain(
              spec.scanType ?? spec.scanSpec?.scanType,
            );
          }
        }
      },
    );

    it.skipIf(!entry.examples.some((example) => example.findings?.length))(
      'has trimmed findings samples in the finding format',
      () => {
        for (const example of entry.examples) {
          for (const finding of example.findings ?? []) {
            expect(finding.name.trim()).not.toBe('');
            expect(finding.category.trim()).not.toBe('');
            if (finding.id !== undefined)
              expect(finding.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
          }
          if (example.totalFindings !== undefined) {
            expect(example.totalFindings).toBeGreaterThanOrEqual(example.findings?.length ?? 0);
          }
          expect((example.findings ?? []).length, 'samples stay short').toBeLessThanOrEqual(5);
        }
      },
    );

    it.skipIf(entry.cascadingRules.length === 0)(
      'has cascading rules that validate against the CascadingRule schema and start a known ScanType',
      () => {
        const names = entry.cascadingRules.map((rule) => rule.metadata.name);
        expect(new Set(names).size).toBe(names.length);
        const knownScanTypes = scanners.flatMap((scanner) => scanner.scanTypes);
        for (const rule of entry.cascadingRules) {
          expect(validateManifest(rule)).toEqual([]);
          expect(knownScanTypes).toContain(rule.spec.scanSpec.scanType);
        }
      },
    );
  },
);
