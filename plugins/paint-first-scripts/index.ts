/**
 * Local Docusaurus plugin and page template that let the browser paint the server-rendered page before the app's
 * scripts run.
 *
 * Docusaurus' default page template loads the runtime, the entry bundle and the page's route chunks as
 * `<script defer>`. A deferred script runs as soon as the document is parsed and the file has arrived, which on a
 * fast or cached load is before the first frame: the reader waits for `main.js` to evaluate before seeing text that
 * was in the HTML all along, and Lighthouse's simulation puts the whole download into the page's LCP (about 2 s later
 * on every measured page; BENCHMARKS.md, "Issue 34: without paint-first-scripts").
 *
 * {@link SSR_TEMPLATE} is the site's own page template, passed to Docusaurus through its documented `ssrTemplate`
 * site option. It names the same files as `<link rel="preload" as="script" fetchpriority="low">`, so they download
 * while the page is parsed, and {@link LOADER_SCRIPT}, the last element of `<body>`, turns each preload into a
 * `<script>` once the first contentful paint is reported. Nothing here reads Docusaurus' own files:
 * `tests/unit/paint-first-scripts.test.ts` renders this template and core's default one with the same data and
 * fails when they differ in anything but the scripts, and `tests/unit/theme-parity.test.ts` fails when an upgrade
 * changes core's template (UPGRADING.md, "Swizzles the theme rates unsafe").
 *
 * Register both in `docusaurus.config.ts`: `ssrTemplate: SSR_TEMPLATE` and
 * `plugins: [..., './plugins/paint-first-scripts/index.ts']`. The deploy post-build step hashes the inline loader
 * into the Content-Security-Policy like every other inline script (`deploy/scripts/lib/inline-scripts.mjs`).
 */
import type {Plugin} from '@docusaurus/types';

/**
 * The page template, in the Eta syntax that `siteConfig.ssrTemplate` takes. The variables are the ones Docusaurus
 * documents for that option (`it.htmlAttributes`, `it.version`, `it.metaAttributes`, `it.headTags`,
 * `it.stylesheets`, `it.scripts`, `it.baseUrl`, `it.bodyAttributes`, `it.preBodyTags`, `it.appHtml`,
 * `it.postBodyTags`). Each entry of `it.scripts` (a file path relative to the base URL, e.g.
 * `assets/js/main.1a2b.js`) becomes a low-priority script preload instead of a deferred script; everything else
 * renders as in Docusaurus' default template.
 */
export const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v<%= it.version %>">
<% for (const tag of it.metaAttributes) { %>
<%~ tag %>
<% } %>
<%~ it.headTags %>
<% for (const href of it.stylesheets) { %>
<link rel="stylesheet" href="<%= it.baseUrl %><%= href %>" />
<% } %>
<% for (const src of it.scripts) { %>
<link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= src %>" />
<% } %>
</head>
<body <%~ it.bodyAttributes %>>
<%~ it.preBodyTags %>
<div id="__docusaurus"><%~ it.appHtml %></div>
<%~ it.postBodyTags %>
</body>
</html>`;

/**
 * The inline loader, plain ES5 because it is not bundled. For every `link[rel=preload][as=script]`, in document
 * order, it appends a `<script>` to `<head>` whose `src` attribute is the link's `href` text (webpack's chunk loader
 * compares that text, so it finds a route chunk's script and adds none of its own), with `async = false` so they run
 * in that order as `defer` would. It runs once, at the first of:
 * - a PerformanceObserver reporting `first-contentful-paint` (then on the next task);
 * - two animation frames, where the browser has no paint timing;
 * - the tab being hidden at start or becoming hidden (a hidden tab paints nothing);
 * - 3 s (3000 ms) after the loader ran, if no paint was reported by then.
 *
 * `tests/unit/paint-first-scripts.test.ts` runs this very text against a fake document.
 */
export const LOADER_SCRIPT =
  '(function(){var d=document,started=false;function start(){if(started)return;started=true;' +
  "var links=d.querySelectorAll('link[rel=preload][as=script]');for(var i=0;i<links.length;i++){" +
  "var s=d.createElement('script');s.setAttribute('src',links[i].getAttribute('href'));s.async=false;" +
  "d.head.appendChild(s)}}if(d.visibilityState==='hidden'){start();return}" +
  "d.addEventListener('visibilitychange',start);setTimeout(start,3000);" +
  'try{new PerformanceObserver(function(list){' +
  "if(list.getEntriesByName('first-contentful-paint').length)setTimeout(start,0)})" +
  ".observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(function(){requestAnimationFrame(start)})}})()";

/**
 * The plugin.
 * @returns a Docusaurus plugin that adds {@link LOADER_SCRIPT} as the last element of every page's `<body>`
 *   (`injectHtmlTags`, `postBodyTags`)
 */
export default function paintFirstScripts(): Plugin {
  return {
    name: 'paint-first-scripts',
    injectHtmlTags() {
      return {postBodyTags: [{tagName: 'script', innerHTML: LOADER_SCRIPT}]};
    },
  };
}
