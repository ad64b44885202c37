/**
 * The cascading-scans explorer (`/docs/how-tos/cascading-scans-explorer`): pick a starting scanner (and one of its
 * sample findings), the `spec.cascades` selector and a scope limiter, and see the CascadingRules that would start
 * follow-up scans, level by level down to three levels, with the commands the hook would render.
 *
 * - Data: the catalogue slice `plugins/cascade-explorer` writes into the build (rules, trimmed sample findings,
 *   starting scans), so the page does not load the whole integration catalogue.
 * - The server renders the default (Nmap, `non-invasive` and `light`), so the tree is there before hydration and
 *   without JavaScript. The state lives in the URL (`url.ts`); a bad value falls back to its default with a message.
 * - The scope limiter's libraries (`scope.ts`) and the scan builder's URL encoder (`builderLink.ts`) load on demand, so
 *   they never weigh on the first paint.
 *
 * @packageDocumentation
 */
import React, {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import generatedCatalogue from '@generated/cascade-explorer/default/catalogue.json';
import {
  INTENSIVE_CHOICES,
  INVASIVE_CHOICES,
  SCOPE_LISTS,
  SCOPE_OPERATORS,
  SCOPE_PREFIX,
  cascadesOf,
  defaultScope,
  defaultState,
  explore,
  totalScans,
  type ExplorerCatalogue,
  type ExplorerState,
  type ScopeCheck,
  type ScopeChoice,
} from './model';
import {selectorString, type LabelSelector} from './select';
import {CascadeTree, count, findingLabel} from './Tree';
import {readUrl, shortBuilderLink, writeUrl} from './url';
import styles from './styles.module.css';

/** The catalogue slice of the build. */
const catalogue: ExplorerCatalogue = generatedCatalogue;
/** Milliseconds an edit rests before it becomes a history entry. */
const SETTLE_MS = 400;

type ScopeModule = typeof import('./scope');
type LinkModule = typeof import('./builderLink');

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

/** The explorer. Takes no props: it reads the catalogue slice and the URL. */
export default function CascadeExplorer(): React.ReactElement {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  // Server and first client render show the default, so hydration matches; the URL is read after.
  const [state, setState] = useState<ExplorerState>(defaultState);
  const [messages, setMessages] = useState<string[]>([]);
  const [scopeModule, setScopeModule] = useState<ScopeModule | null>(null);
  const [linkModule, setLinkModule] = useState<LinkModule | null>(null);
  /** The query string the URL and the state agree on. */
  const synced = useRef<string | null>(null);

  useEffect(() => {
    if (location.search === synced.current) return;
    const read = readUrl(catalogue, location.search);
    synced.current = writeUrl(read.state);
    setState(read.state);
    setMessages(read.messages);
  }, [location]);

  useEffect(() => {
    if (!isBrowser) return undefined;
    const search = writeUrl(state);
    if (search === synced.current) return undefined;
    const timer = setTimeout(() => {
      synced.current = search;
      // pushState rather than the router's push, which would move focus to the top of the page (see ScanBuilder).
      window.history.pushState(null, '', `${window.location.pathname}${search}`);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [state, isBrowser]);

  useEffect(() => {
    if (state.scope === null || scopeModule !== null) return;
    let live = true;
    void import('./scope').then((module) => {
      if (live) setScopeModule(module);
    });
    return () => {
      live = false;
    };
  }, [state.scope, scopeModule]);

  const loadLink = useCallback(() => {
    if (linkModule !== null) return Promise.resolve(linkModule);
    return import('./builderLink').then((module) => {
      setLinkModule(module);
      return module;
    });
  }, [linkModule]);

  const update = useCallback((change: Partial<ExplorerState>) => {
    setMessages([]);
    setState((previous) => ({...previous, ...change}));
  }, []);

  const scanner = catalogue.scanners.find((entry) => entry.slug === state.scanner) ?? catalogue.scanners[0];
  const cascades = useMemo(() => cascadesOf(state), [state]);
  const scopePending = state.scope !== null && scopeModule === null;
  const scopeCheck = useMemo((): ScopeCheck | undefined => {
    const scope = state.scope;
    if (scope === null || scopeModule === null) return undefined;
    const limiter = {
      validOnMissingRender: scope.validOnMissingRender,
      [scope.list]: [{key: SCOPE_PREFIX + scope.key, operator: scope.operator, values: scope.values}],
    };
    return (annotations, finding) => scopeModule.isInScope(limiter, annotations, finding, {});
  }, [state.scope, scopeModule]);

  const findings = useMemo(
    () => (state.finding === null ? scanner.findings : [scanner.findings[state.finding]].filter(Boolean)),
    [scanner, state.finding],
  );
  const exploration = useMemo(
    () =>
      cascades.ok && !scopePending
        ? explore(catalogue, scanner, findings, cascades.selector, state.scope, scopeCheck)
        : null,
    [cascades, scopePending, scanner, findings, state.scope, scopeCheck],
  );
  const perFinding = useMemo(
    () =>
      exploration && state.finding === null && cascades.ok
        ? scanner.findings.map((finding) => ({
            finding,
            result: explore(catalogue, scanner, [finding], cascades.selector, state.scope, scopeCheck),
          }))
        : [],
    [exploration, state.finding, cascades, scanner, state.scope, scopeCheck],
  );

  const selectedAll = exploration?.selected ?? [];
  const admitsInvasive = selectedAll.filter(
    ({rule}) => rule.metadata.labels['securecodebox.io/invasive'] === 'invasive',
  );
  const admitsHigh = selectedAll.filter(({rule}) => rule.metadata.labels['securecodebox.io/intensive'] === 'high');
  const installs = useMemo(() => {
    if (!exploration) return [];
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
  }, [exploration, scanner.slug]);

  const riskyNames = exploration ? [...new Set([...exploration.risky.invasive, ...exploration.risky.high])] : [];
  const builderHref = linkModule ? linkModule.linkFor(state) : shortBuilderLink(scanner.slug);
  const scope = state.scope;
  const setScope = (change: Partial<ScopeChoice>): void => {
    if (scope) update({scope: {...scope, ...change}});
  };

  return (
    <div className={styles.explorer} data-cascade-explorer={isBrowser ? 'ready' : 'static'}>
      {messages.length > 0 && (
        <div className="alert alert--warning" role="alert" data-explorer-message="">
          {messages.map((message) => (
            <p key={message} className={styles.messageLine}>
              {message}
            </p>
          ))}
        </div>
      )}
      <form className={styles.form} aria-label="Cascading-scans explorer" onSubmit={(event) => event.preventDefault()}>
        <fieldset className={styles.group}>
          <legend>Starting scan</legend>
          <div className={styles.pair}>
            <div className={styles.field}>
              <label htmlFor="ce-scanner">Scanner</label>
              <select
                id="ce-scanner"
                className={styles.input}
                value={scanner.slug}
                onChange={(event) => update({scanner: event.target.value, finding: null})}
              >
                {catalogue.scanners.map((entry) => (
                  <option key={entry.slug} value={entry.slug}>
                    {entry.name}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="ce-finding">Findings of the starting scan</label>
              <select
                id="ce-finding"
                className={styles.input}
                value={state.finding === null ? '' : String(state.finding)}
                onChange={(event) => update({finding: event.target.value === '' ? null : Number(event.target.value)})}
                disabled={scanner.findings.length === 0}
              >
                <option value="">All {count(scanner.findings.length, 'sample finding')}</option>
                {scanner.findings.map((finding, index) => (
                  <option key={index} value={String(index)}>
                    {index + 1}. {findingLabel(finding)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend>
            Selector (<code>spec.cascades</code>)
          </legend>
          <div className={styles.pair}>
            <div className={styles.field}>
              <label htmlFor="ce-invasive">securecodebox.io/invasive</label>
              <select
                id="ce-invasive"
                className={styles.input}
                value={state.invasive}
                onChange={(event) =>
                  update({invasive: INVASIVE_CHOICES.find((choice) => choice === event.target.value) ?? 'non-invasive'})
                }
              >
                {INVASIVE_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice === 'any' ? 'any value (label left out)' : choice}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="ce-intensive">securecodebox.io/intensive</label>
              <select
                id="ce-intensive"
                className={styles.input}
                value={state.intensive}
                onChange={(event) =>
                  update({intensive: INTENSIVE_CHOICES.find((choice) => choice === event.target.value) ?? 'light'})
                }
              >
                {INTENSIVE_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice === 'any' ? 'any value (label left out)' : choice}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className={styles.field}>
            <label htmlFor="ce-terms">Further requirements (optional)</label>
            <p className={styles.hint} id="ce-terms-hint">
              Label-selector syntax, comma-separated: <code>key=value</code>, <code>key!=value</code>,{' '}
              <code>key in (a,b)</code>, <code>key notin (a,b)</code>, <code>key</code>, <code>!key</code>. For example{' '}
              <code>securecodebox.io/type notin (bruteforce)</code>.
            </p>
            <input
              id="ce-terms"
              className={clsx(styles.input, !cascades.ok && styles.invalid)}
              type="text"
              spellCheck={false}
              autoComplete="off"
              value={state.terms}
              aria-describedby={cascades.ok ? 'ce-terms-hint' : 'ce-terms-hint ce-terms-error'}
              aria-invalid={!cascades.ok}
              onChange={(event) => update({terms: event.target.value})}
            />
            {!cascades.ok && (
              <p className={styles.error} id="ce-terms-error">
                {cascades.message}
              </p>
            )}
          </div>
          <div className={styles.checkbox}>
            <input
              id="ce-scope"
              type="checkbox"
              checked={scope !== null}
              onChange={(event) => update({scope: event.target.checked ? defaultScope() : null})}
            />
            <label htmlFor="ce-scope">
              Limit the scope (<code>scopeLimiter</code>)
            </label>
          </div>
          {scope && (
            <div className={styles.nested}>
              <div className={styles.pair}>
                <div className={styles.field}>
                  <label htmlFor="ce-scope-key">Scope annotation</label>
                  <p className={styles.hint}>
                    Name after <code>{SCOPE_PREFIX}</code>
                  </p>
                  <input
                    id="ce-scope-key"
                    className={styles.input}
                    type="text"
                    spellCheck={false}
                    value={scope.key}
                    onChange={(event) => setScope({key: event.target.value})}
                  />
                </div>
                <div className={styles.field}>
                  <label htmlFor="ce-scope-value">Its value on the Scan</label>
                  <p className={styles.hint}>A domain, a CIDR or a comma-separated list</p>
                  <input
                    id="ce-scope-value"
                    className={styles.input}
                    type="text"
                    spellCheck={false}
                    value={scope.value}
                    onChange={(event) => setScope({value: event.target.value})}
                  />
                </div>
                <div className={styles.field}>
                  <label htmlFor="ce-scope-list">List</label>
                  <select
                    id="ce-scope-list"
                    className={styles.input}
                    value={scope.list}
                    onChange={(event) =>
                      setScope({list: SCOPE_LISTS.find((entry) => entry === event.target.value) ?? scope.list})
                    }
                  >
                    {SCOPE_LISTS.map((entry) => (
                      <option key={entry}>{entry}</option>
                    ))}
                  </select>
                </div>
                <div className={styles.field}>
                  <label htmlFor="ce-scope-operator">Operator</label>
                  <select
                    id="ce-scope-operator"
                    className={styles.input}
                    value={scope.operator}
                    onChange={(event) =>
                      setScope({
                        operator: SCOPE_OPERATORS.find((entry) => entry === event.target.value) ?? scope.operator,
                      })
                    }
                  >
                    {SCOPE_OPERATORS.map((entry) => (
                      <option key={entry}>{entry}</option>
                    ))}
                  </select>
                </div>
              </div>
              <div className={styles.field}>
                <label htmlFor="ce-scope-values">Values, one per line</label>
                <p className={styles.hint}>
                  Mustache over the finding, e.g. <code>{'{{attributes.hostname}}'}</code> or{' '}
                  <code>{'{{#asList}}attributes.ip_addresses{{/asList}}'}</code>
                </p>
                <textarea
                  id="ce-scope-values"
                  className={styles.input}
                  rows={2}
                  spellCheck={false}
                  value={scope.values.join('\n')}
                  onChange={(event) => setScope({values: event.target.value.split('\n')})}
                />
              </div>
              <div className={styles.checkbox}>
                <input
                  id="ce-scope-missing"
                  type="checkbox"
                  checked={scope.validOnMissingRender}
                  onChange={(event) => setScope({validOnMissingRender: event.target.checked})}
                />
                <label htmlFor="ce-scope-missing">
                  A condition whose value renders empty counts as met (<code>validOnMissingRender</code>)
                </label>
              </div>
            </div>
          )}
        </fieldset>
      </form>

      <section className={styles.output} aria-labelledby="ce-summary">
        <h2 id="ce-summary" className={styles.heading}>
          Summary
        </h2>
        {!cascades.ok ? (
          <p className={styles.error}>Fix the further requirements to see the follow-up scans.</p>
        ) : scopePending || !exploration ? (
          <p className={styles.muted}>Loading the scope limiter…</p>
        ) : (
          <div className={styles.summary} data-cascade-summary="">
            <p aria-live="polite">
              The selector <code>{selectorString(cascades.selector) || '(empty: every rule)'}</code> selects{' '}
              <strong data-selected-rules={exploration.selected.length}>
                {count(exploration.selected.length, 'rule')}
              </strong>{' '}
              of the catalogue. From {state.finding === null ? 'the sample findings' : 'this finding'} they start{' '}
              <strong data-total-scans={totalScans(exploration)}>
                {count(totalScans(exploration), 'follow-up scan')}
              </strong>{' '}
              ({exploration.perLevel.map((n, index) => `level ${index + 1}: ${n}`).join(', ')}).
            </p>
            {(exploration.risky.invasive.length > 0 || exploration.risky.high.length > 0) && (
              <div className={clsx('alert alert--danger', styles.warning)} data-cascade-warning="danger">
                <p>
                  <strong>Invasive or high-intensity scans:</strong>{' '}
                  {riskyNames.map((name, index) => (
                    <React.Fragment key={name}>
                      {index > 0 && ', '}
                      <code>{name}</code>
                    </React.Fragment>
                  ))}{' '}
                  {riskyNames.length > 1 ? 'start' : 'starts'} here. Invasive rules attack the target (the{' '}
                  <code>ncrack</code> rules try passwords against login services); high-intensity rules put heavy load
                  on it. Run them only against systems you own or have written permission to attack.
                </p>
              </div>
            )}
            {exploration.risky.invasive.length === 0 &&
              exploration.risky.high.length === 0 &&
              (admitsInvasive.length > 0 || admitsHigh.length > 0) && (
                <div className={clsx('alert alert--warning', styles.warning)} data-cascade-warning="warning">
                  <p>
                    None of the sample findings triggers one, but this selector admits{' '}
                    {count(
                      new Set([...admitsInvasive, ...admitsHigh].map(({rule}) => rule.metadata.name)).size,
                      'rule',
                    )}{' '}
                    labelled invasive or high, such as{' '}
                    <code>{(admitsInvasive[0] ?? admitsHigh[0]).rule.metadata.name}</code>. Real findings can start
                    them.
                  </p>
                </div>
              )}
            {perFinding.length > 1 && (
              <div
                className={styles.tableWrapper}
                role="region"
                aria-label="Follow-up scans per sample finding"
                tabIndex={0}
              >
                <table className={styles.table}>
                  <caption>Follow-up scans per sample finding</caption>
                  <thead>
                    <tr>
                      <th scope="col">Sample finding</th>
                      <th scope="col">Level 1</th>
                      <th scope="col">Level 2</th>
                      <th scope="col">Level 3</th>
                      <th scope="col">Total</th>
                    </tr>
                  </thead>
                  <tbody>
                    {perFinding.map(({finding, result}, index) => (
                      <tr key={index}>
                        <th scope="row">
                          {index + 1}. {findingLabel(finding)}
                        </th>
                        {result.perLevel.map((n, level) => (
                          <td key={level}>{n}</td>
                        ))}
                        <td>{totalScans(result)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        )}
      </section>

      <section aria-labelledby="ce-tree">
        <h2 id="ce-tree" className={styles.heading}>
          Follow-up scans
        </h2>
        {exploration && <CascadeTree catalogue={catalogue} scanner={scanner} exploration={exploration} />}
      </section>

      {cascades.ok && exploration && (
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
            {scanExcerpt(cascades.selector, scope)}
          </CodeBlock>
          <p>
            {installs.length > 2
              ? 'Install the hook, the starting scanner and the charts of the follow-up scans (each rule comes with the chart of its scanner):'
              : 'Install the hook and the starting scanner:'}
          </p>
          <CodeBlock language="bash">{installs.join('\n')}</CodeBlock>
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
      )}
    </div>
  );
}
