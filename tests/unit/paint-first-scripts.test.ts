import {createRequire} from 'node:module';
import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import * as eta from 'eta';
import paintFirstScripts, {LOADER_SCRIPT, SSR_TEMPLATE} from '../../plugins/paint-first-scripts';

/** A script element as the loader builds it. */
interface FakeScript {
  attributes: Record<string, string>;
  async: boolean;
  setAttribute: (name: string, value: string) => void;
}

/**
 * Runs the inline loader against a fake document whose head holds preload links for `hrefs`.
 * The test fires the page's events by hand: `paint()` reports the first contentful paint to the
 * PerformanceObserver, `frame()` runs requestAnimationFrame callbacks, `timers()` runs setTimeout callbacks.
 */
function load({
  hrefs = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js', '/assets/js/abc.3.js'],
  visibilityState = 'visible',
  paintTiming = true,
}: {hrefs?: string[]; visibilityState?: string; paintTiming?: boolean} = {}) {
  const appended: FakeScript[] = [];
  const listeners: Array<() => void> = [];
  const frames: Array<() => void> = [];
  const timeouts: Array<{run: () => void; ms: number}> = [];
  let observer: ((list: {getEntriesByName: (name: string) => unknown[]}) => void) | undefined;
  const document = {
    visibilityState,
    querySelectorAll: (selector: string) => {
      expect(selector).toBe('link[rel=preload][as=script]');
      return hrefs.map((href) => ({getAttribute: (name: string) => (name === 'href' ? href : null)}));
    },
    createElement: (tag: string): FakeScript => {
      expect(tag).toBe('script');
      const attributes: Record<string, string> = {};
      return {attributes, async: true, setAttribute: (name, value) => (attributes[name] = value)};
    },
    head: {appendChild: (script: FakeScript) => appended.push(script)},
    addEventListener: (type: string, listener: () => void) => {
      expect(type).toBe('visibilitychange');
      listeners.push(listener);
    },
  };
  class PerformanceObserver {
    constructor(callback: typeof observer) {
      if (!paintTiming) throw new TypeError('PerformanceObserver is not supported');
      observer = callback;
    }
    observe(options: unknown) {
      expect(options).toEqual({type: 'paint', buffered: true});
    }
  }
  runInNewContext(LOADER_SCRIPT, {
    document,
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => timeouts.push({run: callback, ms}),
  });
  return {
    appended,
    srcs: () => appended.map((script) => script.attributes.src),
    paint: (name = 'first-contentful-paint') =>
      observer?.({getEntriesByName: (entry) => (entry === name ? [{name}] : [])}),
    frame: () => frames.splice(0).forEach((run) => run()),
    timers: (upTo = Infinity) =>
      timeouts
        .filter(({ms}) => ms <= upTo)
        .forEach((timeout) => {
          timeouts.splice(timeouts.indexOf(timeout), 1);
          timeout.run();
        }),
    hide: () => listeners.forEach((listener) => listener()),
  };
}

describe('paint-first loader', () => {
  it('adds one script per preload, in order, with the same src text and async off, after the first contentful paint', () => {
    const page = load();
    page.frame();
    page.timers(0);
    expect(page.appended).toEqual([]);
    page.paint('first-paint');
    page.timers(0);
    expect(page.appended).toEqual([]);
    page.paint();
    expect(page.appended).toEqual([]);
    page.timers(0);
    expect(page.srcs()).toEqual(['/assets/js/runtime~main.1.js', '/assets/js/main.2.js', '/assets/js/abc.3.js']);
    expect(page.appended.every((script) => !script.async)).toBe(true);
  });

  it('runs once, whichever of paint, tab switch and the 3 s fallback comes first', () => {
    const page = load();
    page.hide();
    expect(page.appended).toHaveLength(3);
    page.paint();
    page.timers();
    page.hide();
    expect(page.appended).toHaveLength(3);
  });

  it('falls back to a timer when no paint is reported, and to two frames without paint timing', () => {
    const noPaint = load();
    noPaint.timers(2999);
    expect(noPaint.appended).toEqual([]);
    noPaint.timers(3000);
    expect(noPaint.appended).toHaveLength(3);

    const old = load({paintTiming: false});
    old.frame();
    expect(old.appended).toEqual([]);
    old.frame();
    expect(old.appended).toHaveLength(3);
  });

  it('adds the scripts at once in a hidden tab, where frames do not run', () => {
    expect(load({visibilityState: 'hidden'}).appended).toHaveLength(3);
    expect(load({visibilityState: 'hidden', hrefs: []}).appended).toEqual([]);
  });
});

/** Data for both templates: every variable Docusaurus documents for `ssrTemplate`, with two of each list. */
const PAGE = {
  htmlAttributes: 'lang="en" dir="ltr" data-has-hydrated="false"',
  version: '3.10.2',
  metaAttributes: [
    '<title data-rh="true">Nmap</title>',
    '<meta data-rh="true" name="description" content="Port scans">',
  ],
  headTags: '<link rel="icon" href="/img/favicon.ico">',
  stylesheets: ['assets/css/styles.1.css', 'assets/css/extra.2.css'],
  scripts: ['assets/js/runtime~main.3.js', 'assets/js/main.4.js'],
  baseUrl: '/',
  bodyAttributes: 'class="navigation-with-keyboard"',
  preBodyTags: '<svg style="display:none"></svg>',
  appHtml: '<main><h1>Nmap</h1></main>',
  postBodyTags: '<script>loader()</script>',
};

/** Renders an Eta page template the way Docusaurus does (trimmed, `rmWhitespace`), with {@link PAGE}. */
function render(template: string): string {
  return eta.compile(template.trim(), {rmWhitespace: true})(PAGE, eta.defaultConfig);
}

/** One tag per line, so that two renderings compare without whitespace between tags mattering. */
function tags(html: string): string[] {
  return html
    .replace(/>\s*</g, '>\n<')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

describe('paint-first template and plugin', () => {
  const core = (createRequire(import.meta.url)('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as {default: string})
    .default;

  it("renders as Docusaurus' default page template, except that each script is a low-priority preload", () => {
    const ours = tags(render(SSR_TEMPLATE));
    const preloads = PAGE.scripts.map(
      (script) => `<link rel="preload" as="script" fetchpriority="low" href="/${script}" />`,
    );
    for (const preload of preloads) expect(ours).toContain(preload);
    expect(ours.join('\n')).not.toMatch(/<script src=/);
    // Putting the deferred scripts back gives core's page, tag for tag: a variable or element that an upgrade adds to
    // core's template fails here until SSR_TEMPLATE carries it too.
    let scriptsBack = render(SSR_TEMPLATE);
    PAGE.scripts.forEach((script, index) => {
      scriptsBack = scriptsBack.replace(preloads[index], `<script src="/${script}" defer></script>`);
    });
    expect(
      tags(scriptsBack),
      "plugins/paint-first-scripts/index.ts (SSR_TEMPLATE) no longer matches @docusaurus/core's ssgTemplate.html.js",
    ).toEqual(tags(render(core)));
  });

  it('adds the loader as the last element of every page body', () => {
    expect(paintFirstScripts().injectHtmlTags?.({content: undefined})).toEqual({
      postBodyTags: [{tagName: 'script', innerHTML: LOADER_SCRIPT}],
    });
  });
});
