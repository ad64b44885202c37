/**
 * Data sections of an integration reference page (`docs/scanners/<slug>.mdx`, `docs/hooks/<slug>.mdx`).
 *
 * Every component takes the catalogue entry (from `src/data/integrations/<kind>s/<slug>.ts`) and renders
 * one section body. The section headings are NOT rendered here: they are written into the MDX page by
 * the page template (`plugins/integrations/template.ts`) so that they appear in the table of contents.
 *
 * @packageDocumentation
 */
import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import Link from '@docusaurus/Link';
import type {HookIntegration, Integration, IntegrationExample} from '@site/src/data/integrations/types';
import {sourceUrl} from '@site/src/data/integrations/common';
import {RELEASE} from '@site/src/data/release';
import {DOCS_COMMAND_COLUMNS, wrapCommand} from '@site/src/lib/commandLines';
import {breakable, renderInline} from './inline';
import {toYaml, type YamlValue} from './yaml';
import styles from './styles.module.css';

/** Props of every section component: the catalogue entry of the page. */
export interface IntegrationSectionProps {
  /** The catalogue entry, imported from its data file. */
  entry: Integration;
}

function isHook(entry: Integration): entry is HookIntegration {
  return entry.kind === 'hook';
}

/**
 * Key facts at the top of the page: kind, category, state, versions, chart and upstream project.
 * Rendered as a description list so screen readers announce term and value together. Scanner pages also get
 * a link to the scan builder (`/docs/how-tos/scan-builder?scanner=<slug>`) with the scanner preselected.
 */
export function IntegrationFacts({entry}: IntegrationSectionProps): React.ReactElement {
  const rows: Array<[string, React.ReactNode]> = [
    ['Kind', entry.kind === 'scanner' ? 'Scanner' : 'Hook'],
    ['Category', entry.category],
    ['State', entry.state === 'released' ? 'Released' : 'In development'],
  ];
  if (entry.chart?.appVersion) {
    rows.push([entry.kind === 'scanner' ? 'Tool version' : 'App version', <code>{entry.chart.appVersion}</code>]);
  }
  if (entry.chart) {
    // The chart version in the source tree is a placeholder that the release process replaces with the
    // secureCodeBox release version, so only the chart name is shown.
    rows.push(['Chart', <code>{entry.chart.name}</code>]);
  } else {
    rows.push(['Chart', 'none published']);
  }
  if (isHook(entry) && entry.hookType) rows.push(['Hook type', <code>{entry.hookType}</code>]);
  if (entry.scanTypes.length > 0) {
    rows.push([
      entry.scanTypes.length === 1 ? 'ScanType' : 'ScanTypes',
      <>
        {entry.scanTypes.map((name, index) => (
          <React.Fragment key={name}>
            {index > 0 && ', '}
            <code>{name}</code>
          </React.Fragment>
        ))}
      </>,
    ]);
  }
  rows.push(['Upstream', <Link href={entry.upstream.url}>{entry.upstream.name}</Link>]);
  if (entry.kind === 'scanner') {
    // A plain link: the builder's code loads only on the builder page; `?scanner=` preselects this scanner.
    rows.push([
      'Try it',
      <Link to={`/docs/how-tos/scan-builder?scanner=${entry.slug}`}>Open in the scan builder</Link>,
    ]);
  }
  return (
    <dl className={styles.facts} aria-label={`${entry.name} at a glance`} data-integration-facts="">
      {rows.map(([term, detail]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The install command (continued on the next line where it would not fit the docs column, see
 * src/lib/commandLines.ts), what it installs and the Kubernetes requirement.
 */
export function IntegrationDeployment({entry}: IntegrationSectionProps): React.ReactElement | null {
  if (!entry.chart || !entry.installCommand) return null;
  const what = isHook(entry) ? (
    <>
      It installs a <Link to="/docs/api/crds/scan-completion-hook">ScanCompletionHook</Link>
      {entry.hookType && (
        <>
          {' '}
          of type <code>{entry.hookType}</code>
        </>
      )}{' '}
      into the namespace of the release; Scans there run it unless their hookSelector excludes it.
      {isHook(entry) && entry.hookTypeNote && <> {renderInline(entry.hookTypeNote)}</>}
    </>
  ) : (
    <>
      It installs the <Link to="/docs/api/crds/scan-type">ScanType</Link>{' '}
      {entry.scanTypes.map((name, index) => (
        <React.Fragment key={name}>
          {index > 0 && ' and '}
          <code>{name}</code>
        </React.Fragment>
      ))}{' '}
      and its <Link to="/docs/api/crds/parse-definition">ParseDefinition</Link> into the namespace of the release.
    </>
  );
  return (
    <>
      <p>
        Install the chart <code>{entry.chart.name}</code> from the secureCodeBox OCI registry. Add{' '}
        <code>-n &lt;namespace&gt;</code> for another namespace than your current one. {what}
      </p>
      <CodeBlock language="bash">{wrapCommand(entry.installCommand, DOCS_COMMAND_COLUMNS)}</CodeBlock>
      <p>
        The chart needs the secureCodeBox operator in the cluster. secureCodeBox {RELEASE.minor} supports Kubernetes{' '}
        {RELEASE.kubernetes[RELEASE.kubernetes.length - 1]} to {RELEASE.kubernetes[0]} (see{' '}
        <Link to="/docs/getting-started/installation#supported-kubernetes-versions">Installation</Link>); the chart's
        own <code>kubeVersion</code> constraint, <code>{entry.chart.kubeVersion}</code>, is looser.
      </p>
    </>
  );
}

/**
 * The Helm values of the chart as a stacked field list, as API references of Kubernetes and cert-manager lay them
 * out: the key with its type and default on one line, the description below. Nothing scrolls sideways, whatever the
 * length of a key: keys and defaults break after `.`, `/` and `,` (see {@link breakable}).
 *
 * Data: `entry.values` of the catalogue (`src/data/integrations`), in catalogue order.
 */
export function IntegrationValues({entry}: IntegrationSectionProps): React.ReactElement | null {
  if (entry.values.length === 0) return null;
  return (
    <section className={styles.fieldList} aria-label={`Helm values of ${entry.name}`} data-values-list>
      <p className={styles.caption}>
        Helm values of the <code>{entry.chart?.name}</code> chart. Set them with <code>--set key=value</code> or in a
        values file passed with <code>--values</code>, which you can{' '}
        <Link to={`/docs/how-tos/values-checker?chart=${entry.chart?.name}`}>check</Link> against the chart&apos;s{' '}
        <Link to="/docs/how-tos/editor-and-ci-schemas">schema</Link>.
      </p>
      <dl className={styles.fields}>
        {entry.values.map((row) => (
          <div className={styles.field} key={row.key}>
            <dt>
              <code className={styles.fieldKey}>{breakable(row.key)}</code>{' '}
              <span className={styles.fieldType}>{row.type}</span>
            </dt>
            <dd className={styles.fieldDefault}>
              <span className={styles.fieldLabel}>Default:</span>{' '}
              {row.default.startsWith('(') ? (
                <span data-default>{renderInline(row.default)}</span>
              ) : (
                <code data-default>{breakable(row.default)}</code>
              )}
            </dd>
            <dd className={styles.fieldDescription}>{renderInline(row.description)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The ScanTypes the chart installs, with a minimal Scan that uses the first one. */
export function IntegrationScanTypes({entry}: IntegrationSectionProps): React.ReactElement | null {
  if (entry.scanTypes.length === 0) return null;
  return (
    <>
      <p>
        Refer to {entry.scanTypes.length === 1 ? 'this name' : 'one of these names'} in <code>spec.scanType</code> of a{' '}
        <Link to="/docs/api/crds/scan">Scan</Link>:
      </p>
      <ul>
        {entry.scanTypes.map((name) => (
          <li key={name}>
            <code>{name}</code>
          </li>
        ))}
      </ul>
      {entry.kind === 'scanner' &&
        entry.values.some((row) => row.key === 'scanner.nameAppend') &&
        !entry.scanTypeNameFixed && (
          <p>
            If you installed the chart with <code>scanner.nameAppend</code>, the ScanType name carries that suffix.
          </p>
        )}
    </>
  );
}

/** Describes the matches of a rule in one line per alternative. */
function describeMatch(match: {readonly [field: string]: YamlValue}, prefix = ''): string[] {
  return Object.entries(match).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? describeMatch(value as {readonly [field: string]: YamlValue}, `${prefix}${key}.`)
      : [`${prefix}${key}: ${String(value)}`],
  );
}

/** The cascading rules of the chart: what triggers each rule and which scan it starts, plus the manifests. */
export function IntegrationCascadingRules({entry}: IntegrationSectionProps): React.ReactElement | null {
  if (entry.cascadingRules.length === 0) return null;
  return (
    <>
      <p>
        The chart installs {entry.cascadingRules.length === 1 ? 'this rule' : 'these rules'} only when you set{' '}
        <code>cascadingRules.enabled=true</code>. A rule starts its scan for every finding that matches one of its
        conditions, provided the <Link to="/docs/hooks/cascading-scans">Cascading Scans hook</Link> is installed and the
        Scan selects the rule with <code>spec.cascades</code>. The{' '}
        <Link to={`/docs/how-tos/cascading-scans-explorer?scanner=${entry.slug}`}>cascading-scans explorer</Link> shows
        which rules a selector starts from the findings of a {entry.name} scan, level by level.
      </p>
      <div className={styles.tableWrapper} role="region" aria-label={`Cascading rules of ${entry.name}`} tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">Rule</th>
              <th scope="col">Triggered by a finding with</th>
              <th scope="col">Starts</th>
              <th scope="col">Labels</th>
            </tr>
          </thead>
          <tbody>
            {entry.cascadingRules.map((rule) => (
              <tr key={rule.metadata.name}>
                <th scope="row">
                  <code>{breakable(rule.metadata.name)}</code>
                </th>
                <td>
                  {rule.spec.matches.anyOf.map((match, index) => (
                    <div key={index} className={styles.match}>
                      {index > 0 && <span className={styles.or}>or </span>}
                      {describeMatch(match).map((condition) => (
                        <code key={condition} className={styles.condition}>
                          {breakable(condition)}
                        </code>
                      ))}
                    </div>
                  ))}
                </td>
                <td>
                  <code>{rule.spec.scanSpec.scanType}</code> with{' '}
                  <code>{breakable(rule.spec.scanSpec.parameters.join(' '))}</code>
                </td>
                <td>
                  <code>{rule.metadata.labels['securecodebox.io/invasive']}</code>,{' '}
                  <code>{rule.metadata.labels['securecodebox.io/intensive']}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {entry.cascadingRules.map((rule) => (
        <details key={rule.metadata.name} className={styles.details}>
          <summary>
            Manifest of <code>{rule.metadata.name}</code>
          </summary>
          <CodeBlock language="yaml" title={`${rule.metadata.name}.yaml`}>
            {toYaml(rule as unknown as YamlValue)}
          </CodeBlock>
        </details>
      ))}
    </>
  );
}

/**
 * Every cascading rule the scanner charts ship, one row each: the rule, the chart that ships it, the ScanType it
 * starts and its `securecodebox.io/invasive` and `securecodebox.io/intensive` labels, with a count of the invasive
 * ones. Shown on the Cascading Scans hook page, so a reader sees at a glance what a `cascades` selector can start.
 *
 * Data: `cascadingRules` of every scanner entry of the catalogue (`src/data/integrations`), in catalogue order.
 */
export function ShippedCascadingRules({scanners}: {scanners: readonly Integration[]}): React.ReactElement {
  const rows = scanners.flatMap((scanner) => scanner.cascadingRules.map((rule) => ({scanner, rule})));
  const invasive = rows.filter(({rule}) => rule.metadata.labels['securecodebox.io/invasive'] === 'invasive').length;
  const charts = new Set(rows.map(({scanner}) => scanner.slug)).size;
  return (
    <>
      <p>
        {rows.length} CascadingRules ship with {charts} scanner charts; {invasive} of them are labelled{' '}
        <code>invasive</code>.
      </p>
      {/* Focusable so that keyboard users can scroll the table sideways on narrow screens. */}
      <div
        className={styles.tableWrapper}
        role="region"
        aria-label="CascadingRules the scanner charts ship"
        tabIndex={0}
      >
        <table data-shipped-cascading-rules>
          <thead>
            <tr>
              <th scope="col">Rule</th>
              <th scope="col">Chart</th>
              <th scope="col">Starts</th>
              <th scope="col">Invasive</th>
              <th scope="col">Intensive</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({scanner, rule}) => (
              <tr key={rule.metadata.name}>
                <th scope="row">
                  <code>{breakable(rule.metadata.name)}</code>
                </th>
                <td>
                  <Link to={`/docs/scanners/${scanner.slug}#cascading-rules`}>{scanner.name}</Link>
                </td>
                <td>
                  <code>{rule.spec.scanSpec.scanType}</code>
                </td>
                <td>{rule.metadata.labels['securecodebox.io/invasive']}</td>
                <td>{rule.metadata.labels['securecodebox.io/intensive']}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Props of {@link IntegrationExample}. */
export interface IntegrationExampleProps extends IntegrationSectionProps {
  /** Name of the example (its folder name in the chart's `examples/`). */
  name: string;
}

function findExample(entry: Integration, name: string): IntegrationExample {
  const example = entry.examples.find((candidate) => candidate.name === name);
  if (!example) throw new Error(`${entry.slug}: no example named "${name}" in the catalogue entry`);
  return example;
}

/** One example: its description, then Scan and Findings tabs. */
export function IntegrationExample({entry, name}: IntegrationExampleProps): React.ReactElement {
  const example = findExample(entry, name);
  const findings = example.findings;
  return (
    <>
      <p>{renderInline(example.description)}</p>
      <Tabs defaultValue="scan">
        <TabItem value="scan" label="Scan">
          <CodeBlock language="yaml" title="scan.yaml">
            {example.scan}
          </CodeBlock>
        </TabItem>
        {findings && findings.length > 0 && (
          <TabItem value="findings" label="Findings">
            <p>
              {example.totalFindings && example.totalFindings > findings.length
                ? `${findings.length === 1 ? 'One' : findings.length} of the ${example.totalFindings} findings, as the parser writes them.`
                : example.totalFindings === findings.length
                  ? `${findings.length === 1 ? 'The finding' : `All ${findings.length} findings`}, as the parser writes them.`
                  : 'Findings as the parser writes them.'}{' '}
              See <Link to="/docs/api/finding">Finding format</Link> for the fields.
            </p>
            <CodeBlock language="json" title="findings.json">
              {JSON.stringify(findings, null, 2)}
            </CodeBlock>
          </TabItem>
        )}
      </Tabs>
    </>
  );
}

/** The CPU architectures the images are built for. */
export function IntegrationArchitectures({entry}: IntegrationSectionProps): React.ReactElement | null {
  if (entry.cpuArchitectures.length === 0) return null;
  return (
    <>
      <p>The images of this integration are built for:</p>
      <ul>
        {entry.cpuArchitectures.map((arch) => (
          <li key={arch}>
            <code>{arch}</code>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Links to the upstream project, further documentation and the chart's source folder. */
export function IntegrationLinks({entry}: IntegrationSectionProps): React.ReactElement {
  const links = [
    {label: `${entry.upstream.name} (project home)`, url: entry.upstream.url},
    ...entry.links,
    ...(entry.chart ? [{label: `Source of the ${entry.chart.name} chart`, url: sourceUrl(entry.chart.sourceDir)}] : []),
  ];
  const unique = links.filter((link, index) => links.findIndex((other) => other.url === link.url) === index);
  return (
    <ul>
      {unique.map((link) => (
        <li key={link.url}>
          <Link href={link.url}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
