/**
 * Pure helpers of the search plugin: which built page becomes a search result, how its HTML is
 * marked up for Pagefind, and the typo-correction vocabulary. Covered by tests/unit/search-prepare.test.ts.
 */

/** What kind of result a built page is; `null` for pages that are no search results. */
export type PageKind = 'docs' | 'blog' | 'page' | null;

/** The Pagefind filter value of each result kind (the Docs / Blog filter of the results page). */
export const KIND_FILTER = {docs: 'Docs', blog: 'Blog', page: 'Docs'} as const;

/**
 * Elements inside the article that are not content: heading anchors, TOC, pager, edit and update links, breadcrumbs,
 * the icons of doc cards.
 */
export const EXCLUDE_SELECTORS = [
  '.hash-link',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '.theme-edit-this-page',
  '.theme-last-updated',
  '.pagination-nav',
  '.theme-blog-footer-edit-meta-row',
  '.theme-code-block button',
  // The emoji of a category page's cards (📄️, 🗃️): no word, and an excerpt that quoted it read "… 📄️ Uninstallation.".
  '.theme-doc-card-icon',
  'nav',
  'footer',
  'svg',
];

/**
 * Decide from the `<html class="…">` Docusaurus writes whether a page is a result: docs pages
 * (`docs-doc-page`), blog posts (`blog-post-page`) and the landing page (`plugin-pages`, path `/`).
 * Tag, author, archive and blog-list pages, the search page and the 404 page are not.
 * @param html - the built page
 * @param route - its route path, e.g. `/docs/scanners/nmap`
 */
export function pageKind(html: string, route: string): PageKind {
  const htmlTag = /<html[^>]*>/.exec(html)?.[0] ?? '';
  const classes = attribute(htmlTag, 'class')?.split(/\s+/) ?? [];
  if (metaContents(html, 'robots').some((content) => content.includes('noindex'))) return null;
  if (classes.includes('docs-doc-page')) return 'docs';
  if (classes.includes('blog-post-page')) return 'blog';
  if (classes.includes('plugin-pages') && route === '/') return 'page';
  return null;
}

/** Escape text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Decode the few entities Docusaurus writes into attributes and text. */
export function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/**
 * The value of an attribute in a start tag; the minified HTML leaves values without spaces unquoted.
 * @param tag - a start tag such as `<meta name=keywords content="a, b">`
 * @param name - the attribute
 */
export function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`).exec(tag);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

/** The `content` of every `<meta name|property="…">` with that name, decoded. */
function metaContents(html: string, name: string): string[] {
  return [...html.matchAll(/<meta\s[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => attribute(tag, 'name') === name || attribute(tag, 'property') === name)
    .map((tag) => attribute(tag, 'content') ?? '')
    .filter(Boolean);
}

/**
 * The breadcrumb shown with a result: the docs page's sidebar categories (from the page's
 * breadcrumbs, without the home icon and the page itself), "Blog" for posts, "Home" for the landing page.
 * @param html - the built page
 * @param kind - its kind
 */
export function breadcrumb(html: string, kind: Exclude<PageKind, null>): string {
  if (kind === 'blog') return 'Blog';
  if (kind === 'page') return 'Home';
  const nav = /<nav[^>]*theme-doc-breadcrumbs[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  const crumbs = nav
    .split(/<li[\s>]/)
    .slice(1)
    .map((item) => decodeEntities(item.replace(/^[^>]*>/, '').replace(/<[^>]+>/g, '')).trim())
    .filter(Boolean);
  crumbs.pop();
  return crumbs.join(' › ') || 'Docs';
}

/**
 * The page's HTML as Pagefind should see it: the article (docs, blog) or `<main>` (landing page)
 * marked `data-pagefind-body`, the front matter description added at the article's start with a higher weight,
 * the front matter keywords and blog tags as the `keywords` meta field only (searched and boosted through
 * `ranking.metaWeights`, never quoted in an excerpt), and the breadcrumb and kind as metadata and filter.
 * The built file itself is not changed.
 * @param html - the built page
 * @param kind - its kind (not `null`)
 * @param siteKeywords - the keywords every page carries (`themeConfig.metadata`); left out, they say nothing about a page
 * @param sharedValues - Helm value keys many charts share ({@link sharedValueKeys}); their text is left out
 * @returns the marked-up HTML
 * @throws when the page has no article (docs, blog) or main element, so a theme change cannot silently empty the index
 */
export function markUpForIndex(
  html: string,
  kind: Exclude<PageKind, null>,
  siteKeywords = '',
  sharedValues: ReadonlySet<string> = new Set(),
): string {
  const tag = kind === 'page' ? 'main' : 'article';
  const open = new RegExp(`<${tag}(\\s[^>]*)?>`).exec(html);
  if (!open) throw new Error(`search: no <${tag}> element in a ${kind} page`);
  const description = metaContents(html, 'description')[0] ?? '';
  const keywords =
    kind === 'page'
      ? []
      : [...metaContents(html, 'keywords').filter((k) => k !== siteKeywords), ...metaContents(html, 'article:tag')]
          // Docusaurus writes front matter keywords as one comma-separated list without spaces (`a,b`); one keyword
          // each, so the excerpt reads `a, b` and Pagefind does not see `securecodebox,install` as one word.
          .flatMap((list) => list.split(','))
          .map((keyword) => keyword.trim())
          .filter(Boolean);
  // The keywords are a meta field only (below, ranked with `metaWeights`): as body text they led the excerpt of every
  // result they matched ("uninstall, remove securecodebox, delete the operator, …") instead of the page's own words.
  const extra = description ? `<p data-pagefind-weight="2">${escapeHtml(description)}</p>` : '';
  const marked = `<${tag} data-pagefind-body${open[1] ?? ''}>${extra}`;
  const crumbs = breadcrumb(html, kind);
  const meta =
    `<span data-pagefind-meta="breadcrumb">${escapeHtml(crumbs)}</span>` +
    `<span data-pagefind-filter="type">${KIND_FILTER[kind]}</span>` +
    `<span data-pagefind-filter="audience">${audience(kind, crumbs)}</span>` +
    (keywords.length > 0 ? `<span data-pagefind-meta="keywords">${escapeHtml(keywords.join(', '))}</span>` : '');
  const withBody = html.slice(0, open.index) + marked + html.slice(open.index + open[0].length);
  const weighted = isReaderPage(kind, crumbs) ? withBody : lowerHeadingWeights(lowerBodyWeight(withBody, tag));
  return separateElements(
    separateCells(closeCells(weightFieldKeys(ignoreSharedValues(weighted, sharedValues)))),
  ).replace(/<\/body>/, `${meta}</body>`);
}

/**
 * One field of an integration page's Helm values list (`<section data-values-list>` of
 * src/components/IntegrationReference): the key in `<dt><code>`, then its default and its description in two `<dd>`.
 * The minified HTML leaves out the end tags of `dt` and `dd`; the field's `</div>` ends all three.
 */
const VALUES_FIELD = /(<div class="?field_[\w-]+"?><dt>(<code[^>]*>[\s\S]*?<\/code>)[\s\S]*?)(<dd[\s\S]*?)(<\/div>)/g;

/**
 * The keys of the Helm values list of an integration page (`scanner.image.tag`, `hook.priority`), as written; none
 * when the page has no values list.
 * @param html - a built page
 */
export function valueKeys(html: string): string[] {
  const section = /<section[^>]*data-values-list[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  return [...section.matchAll(VALUES_FIELD)].map((m) => m[2].replace(/<[^>]+>/g, ''));
}

/**
 * Share of the charts whose values lists must hold a key for it to count as shared: the values every chart of its kind
 * takes from the chart template (the scanner's and parser's image, resources, affinity; the hook's priority), whose
 * description is the same on every page.
 */
export const SHARED_VALUE_SHARE = 0.1;

/**
 * The keys shared by at least {@link SHARED_VALUE_SHARE} of the values lists (and by two at least).
 * @param lists - the keys of each page's values list ({@link valueKeys}), one entry per page with a list
 */
export function sharedValueKeys(lists: string[][]): Set<string> {
  const counts = new Map<string, number>();
  for (const keys of lists) for (const key of new Set(keys)) counts.set(key, (counts.get(key) ?? 0) + 1);
  const least = Math.max(2, Math.ceil(lists.filter((keys) => keys.length > 0).length * SHARED_VALUE_SHARE));
  return new Set([...counts].filter(([, count]) => count >= least).map(([key]) => key));
}

/**
 * Leaves the default and the description of each shared Helm value ({@link sharedValueKeys}) out of the index with
 * Pagefind's `data-pagefind-ignore`; the key itself stays indexed, so `scanner.nameAppend` still finds every chart
 * page. Text that about 20 scanner or 10 hook pages repeat word for word tells a search nothing about any of them, and
 * outranked the page a reader is after ("hook priority": every hook page described `hook.priority`, above the
 * ScanCompletionHook reference). It also made every such page's fragment larger, which each result shown fetches.
 * The field's `<dd>` elements get their end tags, so the ignored element ends where the field does.
 * @param html - a page
 * @param shared - the shared keys
 * @returns the page with the shared fields' defaults and descriptions marked
 */
export function ignoreSharedValues(html: string, shared: ReadonlySet<string>): string {
  if (shared.size === 0) return html;
  return html.replace(/<section[^>]*data-values-list[\s\S]*?<\/section>/, (section) =>
    section.replace(VALUES_FIELD, (whole: string, head: string, code: string, rest: string, end: string) =>
      shared.has(code.replace(/<[^>]+>/g, ''))
        ? `${head}<div data-pagefind-ignore>${rest.replace(/(.)<dd/g, '$1</dd><dd')}</dd></div>${end}`
        : whole,
    ),
  );
}

/** The sidebar category of the contributor guide: its pages are for people who change secureCodeBox itself. */
export const CONTRIBUTOR_SECTION = 'Contributing';

/** Sidebar categories written for people who build or study secureCodeBox itself, not for those who run it. */
export const BUILDER_SECTIONS = [CONTRIBUTOR_SECTION, 'Architecture'] as const;

/**
 * Whether a result is a reader page: one that helps someone who runs secureCodeBox do a task (getting started,
 * how-tos, scanners, hooks, API reference, scbctl, AutoDiscovery, the landing page). Contributor pages, the
 * architecture documentation with its decision records, and blog posts are not; for the same match they rank below.
 * @param kind - the result's kind
 * @param crumbs - its breadcrumb ({@link breadcrumb})
 */
export function isReaderPage(kind: Exclude<PageKind, null>, crumbs: string): boolean {
  if (kind === 'blog') return false;
  return !BUILDER_SECTIONS.some((section) => crumbs === section || crumbs.startsWith(`${section} ›`));
}

/**
 * The Pagefind filter `audience` of a result: `reader` ({@link isReaderPage}), `builder` (contributor guide,
 * architecture, decision records) or `blog`. The search panel ranks builder and blog pages below reader pages unless
 * the query asks to build something (src/theme/SearchBar/engine.ts, `rerank`), without loading their fragments.
 * @param kind - the result's kind
 * @param crumbs - its breadcrumb ({@link breadcrumb})
 */
export function audience(kind: Exclude<PageKind, null>, crumbs: string): 'reader' | 'builder' | 'blog' {
  if (kind === 'blog') return 'blog';
  return isReaderPage(kind, crumbs) ? 'reader' : 'builder';
}

/**
 * Index weight of the text of a page that is not a reader page ({@link isReaderPage}); Pagefind's default is 1. A
 * contributor page, decision record or post that says "helm install" or "operator" as often as the installation guide
 * then ranks below it, while a query only such a page answers ("parser SDK", "ADR 17") still finds it first.
 */
export const BUILDER_TEXT_WEIGHT = 0.5;

/**
 * Puts {@link BUILDER_TEXT_WEIGHT} on the indexed element (`<article>` or `<main>`, already marked
 * `data-pagefind-body`), which Pagefind applies to all text inside it without a weight of its own; the front matter
 * description keeps its own, and the section headings get theirs from {@link lowerHeadingWeights}.
 * @param html - a page marked up by {@link markUpForIndex}
 * @param tag - the indexed element
 */
export function lowerBodyWeight(html: string, tag: 'article' | 'main'): string {
  return html.replace(
    `<${tag} data-pagefind-body`,
    `<${tag} data-pagefind-body data-pagefind-weight="${BUILDER_TEXT_WEIGHT}"`,
  );
}

/**
 * Pagefind's default weights of `h2`–`h6` (7 for `h1` … 2 for `h6`), halved: the weights this site gives the section
 * headings of contributor pages.
 */
export const CONTRIBUTOR_HEADING_WEIGHTS = {h2: 3, h3: 2.5, h4: 2, h5: 1.5, h6: 1} as const;

/**
 * Halves the weight of the section headings (`h2`–`h6`; the page title `h1` keeps its weight) of a page that is not
 * a reader page ({@link isReaderPage}): contributor pages, architecture pages and decision records, blog posts.
 * The contributor guide has sections named after a chart value (`## ttlSecondsAfterFinished`, `## priority`,
 * `## backoffLimit and activeDeadlineSeconds`); at full weight those short pages ranked above the operator reference
 * that defines the field of the same name, which is what a reader who types a field name is after. Contributor pages
 * still come first for their own titles (`integrating a hook`, `local deployment`).
 * @param html - a contributor page
 * @returns the page with `data-pagefind-weight` on its section headings
 */
export function lowerHeadingWeights(html: string): string {
  return html.replace(
    /<(h[2-6])([\s>])/g,
    (_whole, tag: keyof typeof CONTRIBUTOR_HEADING_WEIGHTS, next: string) =>
      `<${tag} data-pagefind-weight="${CONTRIBUTOR_HEADING_WEIGHTS[tag]}"${next === '>' ? '>' : next}`,
  );
}

/** Index weight of a field's key in a reference field list: the definition of a name outweighs a mention of it. */
export const FIELD_KEY_WEIGHT = 4;

/**
 * Makes the keys of the reference field lists (`plugins/field-tables`: `<span class="field-list__key"><code>…</code>`
 * in the CRD reference and the installation guide's tables) findable by their own name, with the weight
 * {@link FIELD_KEY_WEIGHT}. Pagefind indexes a dotted key such as `spec.cascades.inheritHookSelector` as one word, so a
 * reader who types `inheritHookSelector` or `ttlSecondsAfterFinished` did not find the page that defines the field,
 * and short contributor pages that merely mention the name ranked above the reference. After each dotted key the
 * index (not the page) gets its last segment as a word of its own; the whole key stays searchable as before.
 * @param html - a page
 * @returns the page with `data-pagefind-weight` on each field key and the last segment of dotted keys added
 */
export function weightFieldKeys(html: string): string {
  return html.replace(
    /<span class="?field-list__key"?>(<code>([\s\S]*?)<\/code>)<\/span>/g,
    (_whole, code: string, inner: string) => {
      const key = inner.replace(/<wbr\s*\/?>/g, '');
      const last = /\.([^.<>\s]+)$/.exec(key)?.[1];
      return (
        `<span class="field-list__key" data-pagefind-weight="${FIELD_KEY_WEIGHT}">${code}` +
        `${last ? ` ${last}` : ''}</span>`
      );
    },
  );
}

/**
 * A space before each list item and definition. The minified HTML leaves out optional end tags (`<li>a<li>b`), and
 * Pagefind's parser then joins the last word of one item and the first of the next into one word (`ab`).
 * @param html - a page
 */
export function separateCells(html: string): string {
  return html.replace(/<(li|dt|dd)([\s>])/g, ' <$1$2');
}

/** The table tags {@link closeCells} tracks. */
const TABLE_TAG = /<(\/?)(table|thead|tbody|tfoot|tr|td|th)(?=[\s>/])[^>]*>/gi;

/**
 * Every table cell as a `<td>` with its end tag, and every row with its end tag, for the index only. The minified HTML
 * leaves out the optional end tags (`<tr><td>spec.interval<td>5m<td>Time between…`); Pagefind then runs the cells'
 * texts together in its excerpts and joins the last word of one cell to the first of the next (`nucleiip`). With
 * explicit `</td>` Pagefind ends each cell like a sentence (`spec.interval. 5m. Time between two scans.`), so an
 * excerpt reads as text. Header cells become `<td>` too, because Pagefind ends only `<td>` that way. Nested tables
 * are followed with a stack.
 * @param html - a page
 * @returns the page with explicit cell and row end tags
 */
export function closeCells(html: string): string {
  const tables: {cell: boolean; row: boolean}[] = [];
  return html.replace(TABLE_TAG, (tag: string, slash: string, rawName: string) => {
    const name = rawName.toLowerCase();
    const table = tables.at(-1);
    const closeCell = (): string => {
      if (!table?.cell) return '';
      table.cell = false;
      return '</td>';
    };
    const closeRow = (): string => {
      const cell = closeCell();
      if (!table?.row) return cell;
      table.row = false;
      return `${cell}</tr>`;
    };
    if (name === 'table') {
      if (slash) {
        const ends = closeRow();
        tables.pop();
        return `${ends}${tag}`;
      }
      tables.push({cell: false, row: false});
      return tag;
    }
    if (!table) return tag;
    if (name === 'td' || name === 'th') {
      if (slash) return closeCell();
      const ends = closeCell();
      table.cell = true;
      return `${ends}${name === 'th' ? tag.replace(/^<th/i, '<td') : tag}`;
    }
    if (name === 'tr') {
      if (slash) return closeRow();
      const ends = closeRow();
      table.row = true;
      return `${ends}${tag}`;
    }
    // thead, tbody, tfoot: their start or end closes the row before them.
    return `${closeRow()}${tag}`;
  });
}

/** Elements whose text is kept exactly as written: code (where `</span><span>` joins the tokens of one word) and raw text. */
const VERBATIM = /<(pre|code|script|style|textarea)[\s>][\s\S]*?<\/\1>/g;

/** An end tag directly followed by a start tag (whose quoted attribute values may hold `>`). */
const END_THEN_START =
  /(<\/[a-zA-Z][\w-]*>)(<[a-zA-Z][\w-]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*\s*\/?>)/g;

/**
 * A space where one element ends and the next starts with nothing between them (`</span><span>`),
 * outside code. Such siblings are laid out apart by CSS (a flex column, a grid, a row of buttons):
 * the name, category and use case of a landing-page tile (`<span>DefectDojo</span><span>Persistence</span>`),
 * a person's name and role, two buttons. Pagefind reads inline elements as one run of text and would
 * index and show `DefectDojoPersistence`. Code is left alone: there adjacent elements are parts of one word.
 * The space goes at the start of the second element, so that it goes with it when Pagefind leaves that element
 * out (a heading's anchor link): a heading ending in `</code>` still ends its sentence.
 * @param html - a page
 */
export function separateElements(html: string): string {
  const verbatim = [...html.matchAll(VERBATIM)].map((m) => [m.index, m.index + m[0].length] as const);
  let next = 0; // the first verbatim element not yet passed (matches come in document order)
  return html.replace(END_THEN_START, (pair: string, end: string, start: string, offset: number) => {
    const boundary = offset + end.length;
    while (next < verbatim.length && verbatim[next][1] <= boundary) next += 1;
    return next < verbatim.length && verbatim[next][0] < boundary ? pair : `${end}${start} `;
  });
}

/**
 * The text of the part of a page Pagefind searches, for the vocabulary: the indexed body and the `keywords` meta
 * field (a keyword is searchable, so a typo of it is corrected too); tags, scripts, styles and the excluded elements'
 * markers removed roughly (good enough for a word list).
 * @param markedHtml - output of {@link markUpForIndex}
 */
export function bodyText(markedHtml: string): string {
  const start = markedHtml.indexOf('data-pagefind-body');
  const tag = /<(article|main) data-pagefind-body/.exec(markedHtml)?.[1] ?? 'article';
  const end = markedHtml.lastIndexOf(`</${tag}>`);
  const body = markedHtml.slice(start, end > start ? end : undefined);
  const keywords =
    /<span data-pagefind-meta="keywords">([^<]*)<\/span>/.exec(markedHtml.slice(end > start ? end : 0))?.[1] ?? '';
  return decodeEntities(
    `${body} ${keywords}`
      .replace(/<(script|style|svg|nav|footer)[\s\S]*?<\/\1>/g, ' ')
      // The shared Helm values' text left out of the index (ignoreSharedValues): not in the index, not in the vocabulary.
      .replace(/<div data-pagefind-ignore>[\s\S]*?<\/div>/g, ' ')
      .replace(/<a[^>]*class="hash-link"[\s\S]*?<\/a>/g, ' ')
      // A line-break opportunity inside a word (`spec.<wbr>scanType`) is not a word boundary.
      .replace(/<wbr\s*\/?>/g, '')
      .replace(/<[^>]+>/g, ' '),
  );
}

/** Words of a text as the vocabulary keeps them: lower case, letters and digits (inner `-`, `_`, `.` kept), 3–30 characters. */
export function vocabularyWords(text: string): string[] {
  const words: string[] = [];
  for (const match of text.toLowerCase().matchAll(/[\p{L}\p{N}]+(?:[-_.][\p{L}\p{N}]+)*/gu)) {
    const word = match[0];
    const parts =
      word.includes('-') || word.includes('.') || word.includes('_') ? [word, ...word.split(/[-_.]/)] : [word];
    for (const part of parts) if (part.length >= 3 && part.length <= 30 && !/^\d+$/.test(part)) words.push(part);
  }
  return words;
}

/**
 * The vocabulary file the browser corrects typos against: words with their frequency across the
 * indexed pages, most frequent first, as `word count` lines (compact; JSON would double the size).
 * Words seen once are left out unless they are in a title or heading, to keep the file small.
 * @param counts - frequency of every word
 * @param keep - words kept even when seen once (titles, headings)
 */
export function vocabularyFile(counts: Map<string, number>, keep: Set<string>): string {
  return [...counts]
    .filter(([word, count]) => count > 1 || keep.has(word))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([word, count]) => `${word} ${count}`)
    .join('\n');
}

/** The text of the title and headings (`<h1>`–`<h3>`) of a marked-up page. */
export function headingText(markedHtml: string): string {
  return [...markedHtml.matchAll(/<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/g)]
    .map((m) => decodeEntities(m[1].replace(/<[^>]+>/g, ' ')))
    .join(' ');
}
