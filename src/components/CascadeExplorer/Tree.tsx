/**
 * The explorer's output: the tree of follow-up scans as nested lists (one list per level, so a screen reader
 * announces the nesting) and the summary (counts, charts, warnings).
 *
 * @packageDocumentation
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {Exploration, ExplorerCatalogue, ExplorerFinding, ExplorerScanner, RuleNode} from './model';
import {MAX_DEPTH, totalScans} from './model';
import {looksEscaped} from './render';
import styles from './styles.module.css';

/** `1 rule`, `2 rules`. */
export function count(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** A rule condition as `field: value` lines, nested fields dotted (`attributes.port: 22`). */
export function describeCondition(condition: Readonly<Record<string, unknown>>, prefix = ''): string[] {
  return Object.entries(condition).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? describeCondition(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}: ${JSON.stringify(value)}`],
  );
}

/** A finding in one line: its category and name. */
export function findingLabel(finding: ExplorerFinding): string {
  return finding.name.toLowerCase().startsWith(finding.category.toLowerCase())
    ? finding.name
    : `${finding.category}: ${finding.name}`;
}

function Labels({labels}: {labels: Readonly<Record<string, string>>}): React.ReactElement {
  return (
    <span className={styles.labels}>
      {Object.entries(labels).map(([key, value]) => (
        <span
          key={key}
          className={clsx(
            styles.label,
            (value === 'invasive' || (key === 'securecodebox.io/intensive' && value === 'high')) && styles.labelRisky,
          )}
        >
          {key.replace('securecodebox.io/', '')}: {value}
        </span>
      ))}
    </span>
  );
}

function Node({node, catalogue}: {node: RuleNode; catalogue: ExplorerCatalogue}): React.ReactElement {
  const {rule} = node;
  const scanType = node.scans[0]?.scan.scanType ?? rule.spec.scanSpec.scanType;
  const started = node.parents * node.scans.length;
  const next = catalogue.scanners.find((scanner) => scanner.scanTypes.includes(scanType));
  const conditions = [...new Set(node.scans.map((scan) => scan.condition))];
  return (
    <li
      className={clsx(styles.node, node.status !== 'start' && styles.nodeSkipped)}
      data-rule={rule.metadata.name}
      data-level={node.level}
      data-status={node.status}
    >
      <div className={styles.nodeHead}>
        <span className={styles.level}>Level {node.level}</span>{' '}
        <code className={styles.ruleName}>{rule.metadata.name}</code> <Labels labels={rule.metadata.labels} />
      </div>
      {node.status === 'chain' ? (
        <p className={styles.nodeText}>
          A finding matches, but this rule is already in the chain that led here, so the hook does not start it again.
        </p>
      ) : node.status === 'scope' ? (
        <p className={styles.nodeText}>
          {count(node.outOfScope.length, 'matching finding')} out of scope, so the rule starts nothing:{' '}
          {node.outOfScope.map(findingLabel).join('; ')}.
        </p>
      ) : (
        <>
          <p className={styles.nodeText}>
            Starts <code>{scanType}</code>
            {next && next.slug !== node.shippedBy ? ` (chart ${next.chart})` : ''}{' '}
            <strong data-started={started}>
              {node.parents > 1
                ? `${node.scans.length} × ${node.parents} = ${count(started, 'scan')}`
                : count(started, 'scan')}
            </strong>
            {node.parents > 1
              ? ` (${count(node.scans.length, 'scan')} from each of the ${node.parents} scans above)`
              : ''}
            , matched on{' '}
            {conditions.map((index, position) => (
              <React.Fragment key={index}>
                {position > 0 && ' or '}
                {describeCondition(rule.spec.matches.anyOf[index]).map((line) => (
                  <code key={line} className={styles.condition}>
                    {line}
                  </code>
                ))}
              </React.Fragment>
            ))}
            .
          </p>
          <ul className={styles.scans} aria-label={`Scans ${rule.metadata.name} starts`}>
            {node.scans.map((scan, index) => {
              const escaped = scan.scan.parameters.some(looksEscaped);
              return (
                <li key={index}>
                  <span className={styles.scanFinding}>{findingLabel(scan.finding)}</span>
                  <code className={styles.command}>
                    {scan.scan.scanType} {scan.scan.parameters.join(' ')}
                  </code>
                  {escaped && (
                    <span className={styles.escaped}>
                      {' '}
                      Mustache escapes HTML characters in <code>{'{{…}}'}</code>; the rule would need{' '}
                      <code>{'{{{…}}}'}</code> to pass the value unchanged.
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          {node.outOfScope.length > 0 && (
            <p className={styles.nodeText}>
              Out of scope, so not started: {node.outOfScope.map(findingLabel).join('; ')}.
            </p>
          )}
          {node.error && (
            <p className={clsx(styles.nodeText, styles.failure)} role="note">
              On the findings of these scans the hook stops with “{node.error}” and starts nothing further.
            </p>
          )}
          {node.note === 'deeper' && (
            <p className={styles.nodeText}>The cascade goes on below level {MAX_DEPTH}; the explorer stops here.</p>
          )}
          {node.note === 'no-samples' && next && (
            <p className={styles.nodeText}>
              The catalogue has no sample findings of <Link to={`/docs/scanners/${next.slug}`}>{next.name}</Link>, so
              the explorer cannot follow these scans further.
            </p>
          )}
          {node.note === 'unknown-scantype' && (
            <p className={styles.nodeText}>No scanner of the catalogue installs this ScanType.</p>
          )}
          {node.children.length > 0 && <Level nodes={node.children} catalogue={catalogue} />}
        </>
      )}
    </li>
  );
}

function Level({nodes, catalogue}: {nodes: readonly RuleNode[]; catalogue: ExplorerCatalogue}): React.ReactElement {
  return (
    <ol className={styles.levelList}>
      {nodes.map((node) => (
        <Node key={node.rule.metadata.name} node={node} catalogue={catalogue} />
      ))}
    </ol>
  );
}

/** Props of {@link CascadeTree}. */
export interface CascadeTreeProps {
  catalogue: ExplorerCatalogue;
  scanner: ExplorerScanner;
  exploration: Exploration;
}

/**
 * The tree: the starting scan as the root item, the rules of each level as nested ordered lists. A rule item says
 * which condition matched, its labels, the ScanType it starts and, per triggering sample finding, the rendered
 * command line.
 */
export function CascadeTree({catalogue, scanner, exploration}: CascadeTreeProps): React.ReactElement {
  const {findings, roots, error} = exploration;
  return (
    <ol className={styles.tree} aria-label="Follow-up scans, level by level" data-cascade-tree="">
      <li className={styles.root}>
        <div className={styles.nodeHead}>
          <span className={styles.level}>Start</span> <code className={styles.ruleName}>{scanner.start.name}</code>{' '}
          <span className={styles.muted}>
            ScanType <code>{scanner.start.scanType}</code>, {count(findings.length, 'sample finding')}
          </span>
        </div>
        {error ? (
          <p className={clsx(styles.nodeText, styles.failure)} role="note">
            The hook stops with “{error}” and starts no follow-up scan.
          </p>
        ) : roots.length === 0 ? (
          <p className={styles.nodeText} data-no-followups="">
            No selected rule matches {findings.length === 1 ? 'this finding' : 'these findings'}: the scan starts no
            follow-up scans.
          </p>
        ) : (
          <Level nodes={roots} catalogue={catalogue} />
        )}
      </li>
    </ol>
  );
}

/** Counts of one exploration for the summary line. */
export function levelCounts(exploration: Pick<Exploration, 'perLevel'>): string {
  return exploration.perLevel.map((n, index) => `level ${index + 1}: ${n}`).join(', ');
}

/** Total for the summary, exported for the per-finding table. */
export {totalScans};
