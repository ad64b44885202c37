/**
 * Local Docusaurus plugin and page template that let the browser paint the server-rendered page before the
 * app's scripts run.
 *
 * Docusaurus' template loads the entry bundle and the page's route chunks as `<script defer>`. A deferred
 * script runs as soon as the document is parsed and the file is there, which on a fast or cached load is
 * before the first frame: the reader then waits for `main.js` to evaluate (80–130 ms here, several times
 * that on a phone) before seeing text that was in the HTML all along. Lighthouse's simulation follows the
 * same order: a script evaluated before the first paint puts its whole download into the simulated FCP
 * and LCP (see BENCHMARKS.md, Lighthouse).
 *
 * {@link SSR_TEMPLATE} names the same files as `<link rel=preload as=script fetchpriority=low>`, so they
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
import type {Plugin} from '@docusaurus/types';

/**
 * The page template (Eta, as `siteConfig.ssrTemplate` takes it). Its data are those Docusaurus passes to
 * its own template (`htmlAttributes`, `metaAttributes`, `headTags`, `stylesheets`, `scripts`,
 * `preBodyTags`, `appHtml`, `postBodyTags`, `baseUrl`, `version`); it differs only in how `scripts` are
 * named: as preloads instead of `<script defer>`.
 */
export const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v<%= it.version %>">
<% it.metaAttributes.forEach((tag) => { %><%~ tag %>
<% }); %><%~ it.headTags %>
<% it.stylesheets.forEach((file) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= file %>" />
<% }); %><% it.scripts.forEach((file) => { %><link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= file %>" />
<% }); %></head>
<body <%~ it.bodyAttributes %>>
<%~ it.preBodyTags %>
<div id="__docusaurus"><%~ it.appHtml %></div>
<%~ it.postBodyTags %>
</body>
</html>`;

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
