import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import {addDateLabels} from './src/lib/blogPostDate';
import remarkRelease from './plugins/remark-release';
import remarkWrapCommands from './plugins/remark-wrap-commands';
import {rehypeFieldTables} from './plugins/field-tables';
import {sidebarItemsGenerator} from './plugins/integrations/sidebar';
import {MONOREPO_URL, RELEASE} from './src/data/release';
import {socialCardFrontMatter} from './plugins/social-cards';
import {SITE_THEME_CSS} from './src/theme/Mermaid/siteTheme';
import {SSR_TEMPLATE} from './plugins/paint-first-scripts';

/** Canonical origin of the production site; used for absolute URLs (sitemap, og:image). */
const siteUrl = 'https://www.securecodebox.io';

/** Where the website's sources live, for "Edit this page" links. */
const editUrl = 'https://github.com/secureCodeBox/secureCodeBox/edit/main/documentation/';

/** The one-sentence summary used by the blog and its feeds. */
const blogDescription =
  'The secureCodeBox maintainers write about development, the roadmap, ideas and requests for comments of the OWASP secureCodeBox project.';

/**
 * The site's locales. The calendar is set rather than inferred so that the blog's date labels, written at build time
 * (`processBlogPosts` below), use the same one as the theme.
 */
const localeConfigs: Record<string, {direction: 'ltr' | 'rtl'; htmlLang: string; calendar: string}> = {
  en: {direction: 'ltr', htmlLang: 'en', calendar: 'gregory'},
};
const defaultLocale = 'en';

const config: Config = {
  title: 'secureCodeBox',
  tagline:
    'Automated, scalable security testing on Kubernetes: run the best open-source scanners continuously and collect their findings in one format.',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  organizationName: 'secureCodeBox',
  projectName: 'secureCodeBox',
  trailingSlash: undefined,

  // The site's page template (Docusaurus' documented option): scripts as preloads, run after the first paint by
  // the loader of plugins/paint-first-scripts (see its header).
  ssrTemplate: SSR_TEMPLATE,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  future: {
    // Docusaurus Faster: Rspack bundler, SWC and Lightning CSS. The Rspack persistent
    // cache stays off: on these machines a build reusing a cache left by an interrupted
    // or concurrent build hung forever in the bundling phase; a cold build takes under a minute.
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      rspackBundler: true,
      rspackPersistentCache: false,
      mdxCrossCompilerCache: true,
      ssgWorkerThreads: true,
    },
    // Every Docusaurus v4 future flag (CSS cascade layers, site storage namespacing, the legacy postBuild `head`
    // removed, MDX 1 compatibility off by default, Faster by default); see UPGRADING.md.
    v4: true,
  },

  // v4's site storage namespacing would store the colour mode under `theme` plus a suffix of the site's own, and a
  // returning reader's choice, stored under `theme`, would be lost. The site has one origin, so the plain keys stay.
  storage: {namespace: false},

  i18n: {defaultLocale, locales: [defaultLocale], localeConfigs},

  markdown: {
    mermaid: true,
    // v4 turns MDX 1 compatibility off by default. The docs use `{#id}` heading ids, posts the `<!-- truncate -->`
    // comment and pages `:::` admonitions, so all three stay on.
    mdx1Compat: {comments: true, admonitions: true, headingIds: true},
    hooks: {
      onBrokenMarkdownLinks: 'warn',
    },
    // Points every docs page and post at its own social card (`image` front matter); see plugins/social-cards.
    parseFrontMatter: socialCardFrontMatter(__dirname),
  },

  themes: ['@docusaurus/theme-live-codeblock', '@docusaurus/theme-mermaid'],

  // Link prefetching in idle slices instead of one long task (see the module's header).
  clientModules: ['./src/clientModules/prefetchWhenIdle.ts'],

  plugins: [
    // Keeps Prism, nprogress and unused helpers out of the entry bundle (see its README and src/theme/CodeBlock).
    './plugins/lean-entry-bundle/index.ts',
    './plugins/llms-txt/index.ts',
    // Writes the catalogue slice and the precompiled schema validators of the scan builder page.
    './plugins/scan-builder/index.ts',
    // Writes the catalogue slice of the cascading-scans explorer page.
    './plugins/cascade-explorer/index.ts',
    // Publishes the CRD, chart values and finding JSON Schemas under /schemas/ after the build (see its header).
    './plugins/schemas/index.ts',
    // Rewrites /x/index.html and /x.html to /x/ and /x before React hydrates, for hosts without redirects (see its header).
    './plugins/pretty-url/index.ts',
    // Turns the page template's script preloads into scripts once the first contentful paint is reported.
    './plugins/paint-first-scripts/index.ts',
    // One Pagefind index over docs, blog and the landing page, written after the build (see its README).
    './plugins/search/index.ts',
    // The styles of the field lists that rehypeFieldTables (below) makes of reference tables (see its header).
    './plugins/field-tables/index.ts',
    // The landing page's "From the blog" list: the newest posts, read from the blog's content at build time.
    ['./plugins/latest-posts/index.ts', {count: 3}],
    // Renders the social card (og:image) of every docs page, post and the landing page after the build (see its README).
    [
      './plugins/social-cards/index.ts',
      {pages: [{route: '/', image: '/img/social/index.png', section: 'Open-source security testing on Kubernetes'}]},
    ],
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          sidebarItemsGenerator,
          editUrl,
          remarkPlugins: [remarkRelease, remarkWrapCommands],
          rehypePlugins: [rehypeFieldTables],
          showLastUpdateTime: true,
          lastVersion: 'current',
          versions: {
            current: {label: 'Current', path: ''},
          },
          exclude: [
            // Docusaurus' default exclusions, kept because `exclude` replaces them.
            '**/_*.{js,jsx,ts,tsx,md,mdx}',
            '**/_*/**',
            '**/*.test.{js,jsx,ts,tsx}',
            '**/__tests__/**',
            // The ADR template and the folder README are not pages.
            'architecture/architecture_decisions/adr_0000.md',
            'architecture/architecture_decisions/adr_README.md',
          ],
        },
        blog: {
          blogTitle: 'Blog on Automated Security Testing',
          blogDescription,
          remarkPlugins: [remarkRelease, remarkWrapCommands],
          rehypePlugins: [rehypeFieldTables],
          postsPerPage: 10,
          showReadingTime: true,
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          editUrl,
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          // Each post's date label ("July 20, 2021"), written here so that no blog page builds a date formatter
          // in the browser (see src/lib/blogPostDate.ts and src/theme/BlogPostItem/Header/Info).
          processBlogPosts: ({blogPosts}) => {
            const locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? defaultLocale;
            addDateLabels(blogPosts, locale, localeConfigs[locale]?.calendar ?? 'gregory');
            return Promise.resolve();
          },
          feedOptions: {
            type: 'all',
            // Every post, not Docusaurus' default of the newest 20: the feeds are the blog's full archive.
            limit: false,
            title: 'The secureCodeBox Developer Blog',
            description: blogDescription,
            copyright: `Copyright © ${new Date().getFullYear()} iteratec GmbH`,
            language: 'en',
          },
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          // The search results page is a tool, not content (it is also `noindex`).
          ignorePatterns: ['/search'],
          lastmod: 'date',
          changefreq: null,
          priority: null,
        },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: 'img/og-image.png',
    metadata: [
      {
        name: 'keywords',
        content:
          'security, scanner, automation, devsecops, vulnerability, pipeline, kubernetes, docker, cloud, opensource, owasp, defectdojo, nmap, nikto, nuclei, typo3, joomla, wordpress',
      },
      {name: 'twitter:card', content: 'summary_large_image'},
      // `image` above gives every page its absolute og:image. These go through the theme's <Head>, so a
      // blog post's own og:type (article) replaces this default instead of adding a second tag.
      // The text alternative of the site-wide image above; plugins/social-cards replaces it on every page that has a
      // card of its own with what that card shows (its section line and title).
      {
        property: 'og:image:alt',
        content:
          'The secureCodeBox logo, a cube with a check mark, above "Automated security testing on Kubernetes · an OWASP project"',
      },
      {property: 'og:type', content: 'website'},
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    mermaid: {
      // Neutral greys and Mermaid's dark theme underneath; the site's own colours come from themeCSS.
      theme: {light: 'neutral', dark: 'dark'},
      options: {
        // gitGraph draws its commit and tag labels at 10 px; 12 px is the smallest label size of the site's diagrams
        // (src/theme/Mermaid shows every label at 12 px or more, in the column or in its enlarged view).
        themeVariables: {commitLabelFontSize: '12px', tagLabelFontSize: '12px'},
        // The brand colours in light and dark mode (custom.css); see the module for why this is CSS.
        themeCSS: SITE_THEME_CSS,
      },
    },
    liveCodeBlock: {
      playgroundPosition: 'bottom',
    },
    navbar: {
      hideOnScroll: false,
      logo: {
        alt: 'secureCodeBox logo',
        src: 'img/logo-light.svg',
        srcDark: 'img/logo-dark.svg',
        width: 180,
        height: 32,
      },
      items: [
        {label: 'Docs', to: 'docs/getting-started/installation', activeBasePath: 'docs', position: 'left'},
        {label: 'Blog', to: 'blog', position: 'left'},
        {
          // The release the docs describe (src/data/release.ts), linked to its release notes.
          href: `${MONOREPO_URL}/releases/tag/${RELEASE.tag}`,
          label: `v${RELEASE.version}`,
          position: 'right',
          className: 'navbar__release',
          'aria-label': `v${RELEASE.version}: the secureCodeBox release these docs describe, release notes on GitHub (opens in a new tab)`,
        },
        {
          href: 'https://github.com/secureCodeBox/secureCodeBox',
          label: 'GitHub',
          position: 'right',
          'aria-label': 'secureCodeBox source code on GitHub (opens in a new tab)',
        },
        {
          href: 'https://owasp.org/www-project-securecodebox/',
          label: 'OWASP',
          position: 'right',
          'aria-label': 'secureCodeBox project page at OWASP (opens in a new tab)',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Installation', to: '/docs/getting-started/installation'},
            {label: 'First scans', to: '/docs/getting-started/first-scans'},
            {label: 'Scanners', to: '/docs/scanners'},
            {label: 'Hooks', to: '/docs/hooks'},
            {label: 'API reference', to: '/docs/api/crds'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'GitHub', href: 'https://github.com/secureCodeBox'},
            {label: 'OWASP Slack (#project-securecodebox)', href: 'https://owasp.org/slack/invite'},
            {label: 'Mastodon', href: 'https://infosec.exchange/@secureCodeBox'},
            // The monorepo's guide for writing the upstream documentation: a contributor's resource, not a page here.
            {
              label: 'Style Guide',
              href: 'https://github.com/secureCodeBox/secureCodeBox/tree/main/documentation#style-guide',
            },
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Icons', href: 'https://www.flaticon.com/'},
            {label: 'Imprint', href: 'https://www.iteratec.com/en/legal-notice/'},
            {label: 'Data Protection', href: 'https://www.iteratec.com/en/data-protection/'},
            {
              html: '<a class="footer__badge" href="https://www.netlify.com" target="_blank" rel="noopener noreferrer" aria-label="Deploys by Netlify (opens in a new tab)"><img src="/img/deploys-by-netlify.svg" alt="Deploys by Netlify" width="114" height="51" loading="lazy"></a>',
            },
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} the secureCodeBox authors. Built with Docusaurus.`,
    },
    prism: {
      theme: prismThemes.dracula,
      darkTheme: prismThemes.dracula,
      additionalLanguages: ['python', 'java', 'rust', 'yaml', 'go', 'bash', 'diff', 'json', 'javascript', 'makefile'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
