/**
 * The scan builder (`/docs/how-tos/scan-builder`): a form that composes a valid Scan or ScheduledScan for any scanner
 * of the integration catalogue (`src/data/integrations`), with the Helm, kubectl and scbctl commands it needs.
 *
 * - The server renders the default scan (the first Nmap example) with its manifest, so a reader without JavaScript
 *   still gets a valid manifest; the form works after hydration.
 * - The state lives in the URL (`?scan=1.…`, see `url.ts`): every settled edit is a history entry, so a link
 *   reproduces the scan and Back and Forward step through edits. `?scanner=<slug>` preselects a scanner.
 * - The logic (`model.ts`, `manifest.ts`, `url.ts`, `catalogue.ts`) is plain TypeScript with unit tests; validation
 *   uses validators compiled at build time by `plugins/scan-builder`, so no `eval` runs under the deploy CSP.
 * - "Import and check" (`ImportPanel.tsx`, below the form and the output, logic in `importer/`, loaded on first use)
 *   checks a reader's YAML and loads a valid Scan or ScheduledScan into the form. The parts the form cannot show are
 *   held here, next to the state, until the reader picks another scanner or example or the URL brings another state
 *   (Back, Forward).
 *
 * @packageDocumentation
 */
import React, {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import generatedCatalogue from '@generated/scan-builder/default/catalogue.json';
import * as validators from '@generated/scan-builder/default/validators.js';
import {installableHooks, type BuilderCatalogue} from './catalogue';
import {visibleProblems} from './fields';
import {buildOutput, findScanner} from './manifest';
import type {ImportedScan} from './importer';
import {ImportPanel} from './ImportPanel';
import {
  defaultState,
  initialStateFor,
  loadExample,
  passthroughOf,
  blankState,
  type BuilderState,
  type Passthrough,
} from './model';
import {CascadeSection, HooksSection, ScheduleSection} from './OptionsSections';
import {OutputPanel} from './OutputPanel';
import {ScanSection} from './ScanSection';
import {SCANNER_PARAM, STATE_PARAM, decodeUrl, encodeState} from './url';
import styles from './styles.module.css';

/** The catalogue slice `plugins/scan-builder` writes into the build. */
const catalogue: BuilderCatalogue = generatedCatalogue;
/** Milliseconds an edit has to rest before it becomes a history entry (typing a word is one step back). */
const SETTLE_MS = 400;

/** The settings a reader keeps when switching scanner or example: where and how the scan runs. */
function keepOptions(previous: BuilderState, next: BuilderState): BuilderState {
  return {
    ...next,
    namespace: previous.namespace || next.namespace,
    schedule: previous.schedule,
    cascade: previous.cascade,
    hooks: previous.hooks,
    installOperator: previous.installOperator,
    hookConfig: previous.hookConfig,
  };
}

/**
 * Reads the state from the URL: the state, or the default with a message when the URL's state is unusable.
 * `shared` is `true` for a whole scan from a link (`?scan=`), whose problems all show at once.
 */
function stateFromSearch(search: string): {state: BuilderState; message: string; shared: boolean} {
  const decoded = decodeUrl(catalogue, search);
  if (decoded.kind === 'state')
    return {state: decoded.state, message: '', shared: new URLSearchParams(search).has(STATE_PARAM)};
  return {state: defaultState(catalogue), message: decoded.kind === 'error' ? decoded.message : '', shared: false};
}

/** The `sb-…` ids of an event's target and of its ancestors up to the form: the field and the list it belongs to. */
function fieldIdsOf(event: React.SyntheticEvent<HTMLFormElement>): string[] {
  const ids: string[] = [];
  for (
    let element = event.target instanceof Element ? event.target : null;
    element && element !== event.currentTarget;
    element = element.parentElement
  ) {
    if (element.id.startsWith('sb-')) ids.push(element.id);
  }
  return ids;
}

/** The scan builder. Takes no props: it reads the catalogue and the URL. */
export default function ScanBuilder(): React.ReactElement {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  // The server and the first client render show the default scan, so hydration matches; the URL is read after.
  const [state, setState] = useState<BuilderState>(() => defaultState(catalogue));
  const [message, setMessage] = useState('');
  /** Fields and lists the reader has edited or left (DOM ids); only their problems show next to them. */
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  /** Whether every problem shows: after a submit, the output panel's button, or for a scan from a link. */
  const [revealAll, setRevealAll] = useState(false);
  /** The encoding the URL and the state agree on; edits that produce it again are not pushed. */
  const synced = useRef<string | null>(null);
  /** What the form does not show of an imported manifest; `null` when the state comes from an example or a link. */
  const [imported, setImported] = useState<Passthrough | null>(null);

  useEffect(() => {
    const current = new URLSearchParams(location.search).get(STATE_PARAM);
    if (current !== null && current === synced.current) return;
    const next = stateFromSearch(location.search);
    synced.current = encodeState(next.state);
    setState(next.state);
    setImported(null);
    setMessage(next.message);
    setRevealAll(next.shared);
    // The whole location: Back to the entry the page opened with brings the same search string but a new location.
  }, [location]);

  useEffect(() => {
    if (!isBrowser) return undefined;
    const encoded = encodeState(state);
    if (encoded === synced.current) return undefined;
    const timer = setTimeout(() => {
      synced.current = encoded;
      const params = new URLSearchParams(window.location.search);
      params.delete(SCANNER_PARAM);
      params.set(STATE_PARAM, encoded);
      // The browser's pushState, not the router's push: the theme treats every router push as a new page and moves
      // focus to the top of it (skip to content), away from the field the reader is typing in. Back and Forward still
      // reach the router as POP navigations, which the effect above reads.
      window.history.pushState(null, '', `${window.location.pathname}?${params.toString()}`);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [state, isBrowser]);

  const scanner = findScanner(catalogue, state.scanner);
  const passthrough = useMemo(
    () => imported ?? passthroughOf(catalogue, {scanner: state.scanner, example: state.example}),
    [imported, state.scanner, state.example],
  );
  const output = useMemo(() => buildOutput(catalogue, state, passthrough, validators), [state, passthrough]);
  const hookOptions = useMemo(() => installableHooks(catalogue), []);
  const shown = useMemo(
    () => visibleProblems(output.problems, touched, revealAll),
    [output.problems, touched, revealAll],
  );

  const touch = useCallback((event: React.SyntheticEvent<HTMLFormElement>) => {
    const ids = fieldIdsOf(event);
    setTouched((previous) => (ids.every((id) => previous.has(id)) ? previous : new Set([...previous, ...ids])));
  }, []);
  /** A new scanner or example starts with fresh fields: nothing edited yet. */
  const restart = useCallback(() => {
    setTouched(new Set());
    setRevealAll(false);
    setImported(null);
  }, []);

  const onChange = useCallback((next: BuilderState) => {
    setMessage('');
    setState(next);
  }, []);
  const onScanner = useCallback(
    (slug: string) => {
      const entry = findScanner(catalogue, slug);
      if (!entry) return;
      restart();
      onChange(keepOptions(state, initialStateFor(entry)));
    },
    [state, onChange, restart],
  );
  const onExample = useCallback(
    (name: string | null) => {
      if (!scanner) return;
      restart();
      const loaded = name === null ? undefined : loadExample(scanner, name)?.state;
      onChange(keepOptions(state, loaded ?? {...blankState(scanner), scanType: state.scanType, name: state.name}));
    },
    [scanner, state, onChange, restart],
  );

  /** An imported scan replaces the form; every problem it has shows at once, as for a scan from a link. */
  const onImport = useCallback((scan: ImportedScan) => {
    setTouched(new Set());
    setRevealAll(true);
    setImported(scan.passthrough);
    setMessage('');
    setState(scan.state);
  }, []);

  return (
    <div className={styles.builder} data-scan-builder={isBrowser ? 'ready' : 'static'}>
      {message && (
        <div className="alert alert--warning" role="alert">
          {message}
        </div>
      )}
      <form
        className={styles.form}
        aria-label="Scan builder"
        onChange={touch}
        onBlur={touch}
        onClick={touch}
        onSubmit={(event) => {
          event.preventDefault();
          setRevealAll(true);
        }}
      >
        <ScanSection
          state={state}
          imported={imported !== null}
          scanners={catalogue.scanners}
          scanner={scanner}
          passthrough={passthrough}
          problems={shown}
          onChange={onChange}
          onScanner={onScanner}
          onExample={onExample}
        />
        <section className={styles.section} aria-labelledby="sb-step-options">
          <h2 id="sb-step-options" className={styles.step}>
            3. Repeat, cascade, add hooks (optional)
          </h2>
          <ScheduleSection state={state} problems={shown} onChange={onChange} />
          <CascadeSection
            state={state}
            problems={shown}
            onChange={onChange}
            catalogue={catalogue}
            scanner={scanner}
            passthrough={passthrough}
          />
          <HooksSection state={state} problems={shown} onChange={onChange} hooks={hookOptions} />
        </section>
      </form>
      <OutputPanel output={output} shown={shown} interactive={isBrowser} onReveal={() => setRevealAll(true)} />
      <ImportPanel catalogue={catalogue} validators={validators} onLoad={onImport} interactive={isBrowser} />
    </div>
  );
}
