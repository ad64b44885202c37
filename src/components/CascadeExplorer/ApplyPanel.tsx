/**
 * The "Apply it" section of the cascading-scans explorer: the part of the Scan the reader's choices write, the Helm
 * commands that install the hook and every chart the follow-up scans need, and the link into the scan builder (whose
 * URL encoder loads on first pointer or focus).
 *
 * @packageDocumentation
 */
import React, {useMemo} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import {useHistory} from '@docusaurus/router';
import {
  SCOPE_PREFIX,
  type Exploration,
  type ExplorerCatalogue,
  type ExplorerScanner,
  type ExplorerState,
  type ScopeChoice,
} from './model';
import {wrapCommand} from '../../lib/commandLines';
import type {LabelSelector} from './select';
import {shortBuilderLink} from './url';
import styles from './styles.module.css';

/**
 * Characters of a printed install line: the explorer's code block spans the docs column (948 px at 1280 px, about 100
 * characters of the monospace font), so a command continues on the next line only where it would not fit there.
 */
const INSTALL_COLUMNS = 96;

/** The scan builder's URL encoder (`builderLink.ts`), loaded on demand. */
export type LinkModule = typeof import('./builderLink');

/**
 * The part of a Scan the reader's choices write, as YAML: the scope annotation (when there is a scope limiter) and
 * `spec.cascades`.
 */
function scanExcerpt(selector: LabelSelector, scope: ScopeChoice | null): string {
  const lines: string[] = [];
  if (scope)
    lines.push('metadata:', '  annotations:', `    ${SCOPE_PREFIX}${scope.key}: ${JSON.stringify(scope.value)}`);
  lines.push('spec:');
  const {matchLabels, matchExpressions} = selector;
  if (!matchLabels && !matchExpressions && !scope) {
    lines.push('  cascades: {}');
    return lines.join('\n');
  }
  lines.push('  cascades:');
  if (matchLabels) {
    lines.push('    matchLabels:');
    for (const [key, value] of Object.entries(matchLabels)) lines.push(`      ${key}: ${JSON.stringify(value)}`);
  }
  if (matchExpressions) {
    lines.push('    matchExpressions:');
    for (const {key, operator, values} of matchExpressions) {
      lines.push(`      - key: ${key}`, `        operator: ${operator}`);
      if (values.length > 0) lines.push(`        values: [${values.map((value) => JSON.stringify(value)).join(', ')}]`);
    }
  }
  if (scope) {
    lines.push(
      '    scopeLimiter:',
      `      validOnMissingRender: ${scope.validOnMissingRender}`,
      `      ${scope.list}:`,
      `        - key: ${JSON.stringify(SCOPE_PREFIX + scope.key)}`,
      `          operator: ${scope.operator}`,
      `          values: [${scope.values.map((value) => JSON.stringify(value)).join(', ')}]`,
    );
  }
  return lines.join('\n');
}

/** Props of {@link ApplyPanel}. */
export interface ApplyPanelProps {
  catalogue: ExplorerCatalogue;
  /** The starting scanner. */
  scanner: ExplorerScanner;
  state: ExplorerState;
  /** The selector of the state (the explorer shows this panel only when it parses). */
  selector: LabelSelector;
  /** The tree of follow-up scans: which charts and rules it needs. */
  exploration: Exploration;
  /** The builder's URL encoder once loaded; until then the link opens the builder with the scanner alone. */
  linkModule: LinkModule | null;
  /** Loads the URL encoder (once) and resolves to it. */
  loadLink: () => Promise<LinkModule>;
}

/** The "Apply it" section: the Scan excerpt, the install commands and the link into the scan builder. */
export function ApplyPanel({
  catalogue,
  scanner,
  state,
  selector,
  exploration,
  linkModule,
  loadLink,
}: ApplyPanelProps): React.ReactElement {
  const history = useHistory();
  const installs = useMemo(() => {
    const slugs = [scanner.slug, ...exploration.charts, ...exploration.ruleCharts].filter(
      (slug, index, all) => all.indexOf(slug) === index,
    );
    return [
      catalogue.hookInstallCommand,
      ...slugs.map((slug) => {
        const entry = catalogue.scanners.find((candidate) => candidate.slug === slug);
        if (!entry) return '';
        return `${entry.installCommand}${exploration.ruleCharts.includes(slug) ? ' --set cascadingRules.enabled=true' : ''}`;
      }),
    ].filter((line) => line !== '');
  }, [catalogue, exploration, scanner.slug]);
  const builderHref = linkModule ? linkModule.linkFor(state) : shortBuilderLink(scanner.slug);
  const scope = state.scope;
  return (
    <section aria-labelledby="ce-apply">
      <h2 id="ce-apply" className={styles.heading}>
        Apply it
      </h2>
      <p>
        Add {scope ? 'the scope annotation and ' : ''}the selector to your Scan (the{' '}
        <Link to="/docs/api/crds/scan#cascades-optional">Scan reference</Link> lists the other <code>cascades</code>{' '}
        fields):
      </p>
      <CodeBlock language="yaml" title="Part of the Scan">
        {scanExcerpt(selector, scope)}
      </CodeBlock>
      <p>
        {installs.length > 2
          ? 'Install the hook, the starting scanner and the charts of the follow-up scans (each rule comes with the chart of its scanner):'
          : 'Install the hook and the starting scanner:'}
      </p>
      <div className={styles.commands} data-explorer-install="">
        <CodeBlock language="bash">{installs.map((line) => wrapCommand(line, INSTALL_COLUMNS)).join('\n')}</CodeBlock>
      </div>
      <p>
        <Link
          to={builderHref}
          data-builder-link=""
          onPointerEnter={() => void loadLink()}
          onFocus={() => void loadLink()}
          onClick={(event) => {
            if (linkModule) return;
            event.preventDefault();
            void loadLink().then((module) => history.push(module.linkFor(state)));
          }}
        >
          Open in the scan builder
        </Link>{' '}
        <span className={styles.muted}>
          with {scanner.name}’s first example and these cascades
          {state.terms.trim() !== ''
            ? ' (the builder has no field for the further requirements, so they stay here)'
            : ''}
          .
        </span>
      </p>
    </section>
  );
}
