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
 * The page is made of panels, as the scan builder is: `StartSection.tsx` (scanner and finding),
 * `SelectorSection.tsx` (labels, further requirements, scope limiter), `SummaryPanel.tsx` (counts and warnings),
 * `Tree.tsx` (the follow-up scans) and `ApplyPanel.tsx` (the Scan excerpt, install commands and the builder link).
 * This component holds the state, keeps it in the URL and computes the exploration they show.
 *
 * @packageDocumentation
 */
import React, {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import generatedCatalogue from '@generated/cascade-explorer/default/catalogue.json';
import {
  SCOPE_PREFIX,
  cascadesOf,
  defaultState,
  explore,
  type ExplorerCatalogue,
  type ExplorerState,
  type ScopeCheck,
} from './model';
import {ApplyPanel, type LinkModule} from './ApplyPanel';
import {SelectorSection} from './SelectorSection';
import {StartSection} from './StartSection';
import {SummaryPanel} from './SummaryPanel';
import {CascadeTree} from './Tree';
import {readUrl, writeUrl} from './url';
import styles from './styles.module.css';

/** The catalogue slice of the build. */
const catalogue: ExplorerCatalogue = generatedCatalogue;
/** Milliseconds an edit rests before it becomes a history entry. */
const SETTLE_MS = 400;

type ScopeModule = typeof import('./scope');

/** The explorer. Takes no props: it reads the catalogue slice and the URL. */
export default function CascadeExplorer(): React.ReactElement {
  const isBrowser = useIsBrowser();
  const location = useLocation();
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
        <StartSection catalogue={catalogue} scanner={scanner} finding={state.finding} update={update} />
        <SelectorSection state={state} cascades={cascades} update={update} />
      </form>

      <SummaryPanel
        cascades={cascades}
        scopePending={scopePending}
        exploration={exploration}
        finding={state.finding}
        perFinding={perFinding}
      />

      <section aria-labelledby="ce-tree">
        <h2 id="ce-tree" className={styles.heading}>
          Follow-up scans
        </h2>
        {exploration && <CascadeTree catalogue={catalogue} scanner={scanner} exploration={exploration} />}
      </section>

      {cascades.ok && exploration && (
        <ApplyPanel
          catalogue={catalogue}
          scanner={scanner}
          state={state}
          selector={cascades.selector}
          exploration={exploration}
          linkModule={linkModule}
          loadLink={loadLink}
        />
      )}
    </div>
  );
}
