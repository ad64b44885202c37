/**
 * Local Docusaurus plugin and page template that let the browser paint the server-rendered page before the
 * app's scripts run.
 *
 * Docusaurus' template loads the entry bundle and the page's route chunks as `<script defer>`. A deferred
 * script runs as soon as the document is parsed and the file is there, which on a fast or cached load is
 * before the first frame: the reader then waits for `main.js` to evaluate (80–130 ms here, several times
 * that on a phone) before seeing text that was in the HTML all along. Lighthouse's simulation follows the
 * same order: a script evaluated before the first paint puts its whole download into the simulated FCP
 * and LCP (see BENCHMARKS-HISTORY.md, Lighthouse).
 *
 * {@link SSR_TEMPLATE}, core's template with one change, names the same files as `<link rel=preload as=script fetchpriority=low>`, so they
 * are still fetched while the page is parsed, at the priority deferred scripts get. {@link LOADER_SCRIPT},
 * the last element of `<body>`, adds one `<script>` per preload once the browser reports the first
 * contentful paint (at once in a hidden tab, where nothing is painted, and after 3 s at the latest), in
 * document order and with `async = false`, so they run in that order as `defer` would. webpack's chunk loader then finds each route chunk's script in the document and
 * appends none of its own.
 *
 * Register both in `docusaurus.config.ts`: `ssrTemplate: SSR_TEMPLATE` and
 * `plugins: [..., './plugins/paint-first-scripts/index.ts']`. The deploy post-build step hashes the
 * inline loader into the CSP (scripts/deploy/lib/inline-scripts.mjs).
 */
import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';

/** How core's page template names each script: `<script src="…" defer></script>` inside its `it.scripts` loop. */
const CORE_SCRIPT_TAG = /<script src="<%= it\.baseUrl %><%= (\w+) %>" defer><\/script>/g;

/**
 * Docusaurus' own page template with its scripts named as preloads instead of `<script defer>`; nothing else
 * changes, so whatever core adds to its template in a later release is kept.
 * @param coreTemplate - the Eta template of `@docusaurus/core/lib/ssg/ssgTemplate.html.js` (not a public API)
 * @returns the template for `siteConfig.ssrTemplate`
 * @throws {Error} when the template does not name its scripts with exactly one such tag: core changed how pages
 *   load their scripts, and this plugin must be checked against the new template (see UPGRADING.md)
 */
export function paintFirstTemplate(coreTemplate: string): string {
  const tags = coreTemplate.match(CORE_SCRIPT_TAG) ?? [];
  if (tags.length !== 1) {
    throw new Error(
      `paint-first-scripts: expected one <script … defer> tag in Docusaurus' page template, found ${tags.length}; ` +
        'see UPGRADING.md before upgrading @docusaurus/core',
    );
  }
  return coreTemplate.replace(
    CORE_SCRIPT_TAG,
    (_tag, file: string) =>
      `<link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= ${file} %>" />`,
  );
}

/** The page template (Eta, as `siteConfig.ssrTemplate` takes it): core's, through {@link paintFirstTemplate}. */
export const SSR_TEMPLATE = paintFirstTemplate(
  (createRequire(import.meta.url)('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as {default: string}).default,
);

/**
 * The inline loader, plain ES5 because it is not bundled: one `<script>` per
 * `link[rel=preload][as=script]`, with the link's `href` as its `src` attribute (the same relative
 * text, which webpack's loader compares), once a PerformanceObserver reports `first-contentful-paint`
 * (after two animation frames where the observer is missing); at once when the tab is hidden or becomes
 * hidden first; 3 s after the loader ran if no paint came by then. Runs once. Tested by tests/unit/paint-first-scripts.test.ts,
 * which runs this very text.
 */
export const LOADER_SCRIPT =
  '(function(){var d=document,done=false;function run(){if(done)return;done=true;' +
  "var l=d.querySelectorAll('link[rel=preload][as=script]');for(var i=0;i<l.length;i++){" +
  "var s=d.createElement('script');s.setAttribute('src',l[i].getAttribute('href'));s.async=false;" +
  "d.head.appendChild(s)}}if(d.visibilityState==='hidden'){run();return}" +
  "d.addEventListener('visibilitychange',run);setTimeout(run,3000);" +
  "try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(run,0)})" +
  ".observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(function(){requestAnimationFrame(run)})}})()";

/**
 * The plugin.
 * @returns a Docusaurus plugin that adds {@link LOADER_SCRIPT} as the last element of every page's `<body>`
 */
export default function paintFirstScripts(): Plugin {
  return {
    name: 'paint-first-scripts',
    injectHtmlTags() {
      return {postBodyTags: [{tagName: 'script', innerHTML: LOADER_SCRIPT}]};
    },
  };
}
