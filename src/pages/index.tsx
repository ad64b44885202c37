import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata} from '@docusaurus/theme-common';
import HomeSection from '@site/src/components/HomeSection';
import FeatureCards, {type Feature} from '@site/src/components/FeatureCards';
import UseCases, {type UseCase} from '@site/src/components/UseCases';
import IntegrationTiles from '@site/src/components/IntegrationTiles';
import LatestPosts from '@site/src/components/LatestPosts';
import {hooks, scanners} from '@site/src/data/integrations';
import styles from './index.module.css';

/** Stroke icons drawn for this page; each is 48×48 and inherits the text colour. */
const icon = (paths: React.ReactNode): React.ReactNode => (
  <svg
    viewBox="0 0 48 48"
    fill="none"
    stroke="currentColor"
    strokeWidth="3"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {paths}
  </svg>
);

const features: readonly Feature[] = [
  {
    title: 'Powerful scanning tools',
    icon: icon(
      <>
        <circle cx="21" cy="21" r="12" />
        <path d="M30 30l11 11M15 21h12M21 15v12" />
      </>,
    ),
    description: (
      <>
        {scanners.length} well-known open-source scanners run side by side, so one platform gives you a broad view of
        the weaknesses in your networks and applications.
      </>
    ),
  },
  {
    title: 'Part of your SDLC',
    icon: icon(
      <>
        <path d="M8 24a16 16 0 0 1 27-11.6L40 17" />
        <path d="M40 8v9h-9" />
        <path d="M40 24a16 16 0 0 1-27 11.6L8 31" />
        <path d="M8 40v-9h9" />
      </>,
    ),
    description: (
      <>
        Start scans from your CI/CD pipeline or let Kubernetes schedule them, and get the results back automatically
        while the change is still fresh.
      </>
    ),
  },
  {
    title: 'Multi-layer testing',
    icon: icon(
      <>
        <path d="M24 6l18 9-18 9-18-9z" />
        <path d="M6 24l18 9 18-9" />
        <path d="M6 33l18 9 18-9" />
      </>,
    ),
    description: (
      <>
        Go deep on a single application or sweep whole IT landscapes: the same platform scales from one target to
        thousands.
      </>
    ),
  },
  {
    title: 'Easy monitoring',
    icon: icon(
      <>
        <rect x="6" y="8" width="36" height="26" rx="3" />
        <path d="M12 27l7-8 6 5 9-10M18 40h12M24 34v6" />
      </>,
    ),
    description: (
      <>
        Send every finding to dashboards, to OWASP DefectDojo or to the data store you already use, and track what
        changed between scans.
      </>
    ),
  },
];

const useCases: readonly UseCase[] = [
  {
    title: 'For development teams',
    body: (
      <p>
        Catch the low-hanging security issues while you build, in the pipeline you already have. Penetration testers
        then spend their time on the hard problems instead of the obvious ones.
      </p>
    ),
  },
  {
    title: 'For operations teams',
    body: (
      <p>
        Schedule routine scans of the applications you run and have them repeat automatically, so a new exposure or a
        vulnerable version shows up without anyone having to remember to look.
      </p>
    ),
  },
  {
    title: 'For security teams',
    body: (
      <p>
        Scan large networks and many applications at once, cascade from discovered hosts to deeper checks, and collect
        the vulnerabilities of your whole organisation in one format.
      </p>
    ),
  },
];

const benefits: ReadonlyArray<{label: string; text: string}> = [
  {
    label: 'Quick and easy installation',
    text: 'One Helm chart for the operator, one per scanner: it runs on any supported Kubernetes release and is usable right away.',
  },
  {
    label: 'For professionals and newcomers',
    text: 'Every scanner ships best-practice defaults, and every scanner option stays available when you need to go deeper.',
  },
  {
    label: 'Plug-and-play architecture',
    text: 'Add the tools you need, chain them with cascading rules and design your own scan and monitoring process.',
  },
  {
    label: 'Fully scalable',
    text: 'Configure it separately for each team, system or cluster, and let Kubernetes spread the scans over your nodes.',
  },
];

const leads: ReadonlyArray<{name: string; role: string}> = [
  {name: 'Robert Felber', role: 'Project Lead'},
  {name: 'Sven Strittmatter', role: 'Project Lead'},
  {name: 'Jannik Hollenbach', role: 'Project Lead'},
  {name: 'Ilyes Ben Dlala', role: 'Project Lead'},
];

const sponsors: ReadonlyArray<{name: string; href: string}> = [
  {name: 'iteratec', href: 'https://www.iteratec.com/'},
  {name: 'SDA SE', href: 'https://sda.se/'},
  {name: 'secura', href: 'https://www.secura.com/'},
  {name: 'SIGNAL IDUNA', href: 'https://www.signal-iduna.de/'},
  {name: 'Timo Pagel IT-Consulting', href: 'https://pagel.pro/'},
];

function Hero(): React.ReactElement {
  return (
    <div className={styles.hero}>
      <div className={`container ${styles.heroInner}`}>
        <p className={styles.eyebrow}>An OWASP project</p>
        <h1 className={styles.heroTitle}>Automated security testing tool</h1>
        <p className={styles.heroLead}>
          secureCodeBox is an{' '}
          <a href="https://owasp.org/www-project-securecodebox/" className={styles.heroLink}>
            OWASP project
          </a>{' '}
          that runs many open-source security scanners on Kubernetes behind one small, consistent interface. It scales
          from a single target to entire networks and turns every result into findings you can act on, continuously and
          automatically.
        </p>
        <div className={styles.heroActions}>
          <Link className="button button--secondary button--lg" to="/docs/getting-started/installation">
            Get started
          </Link>
          <Link className={`button button--outline button--lg ${styles.heroSecondary}`} to="/docs/scanners">
            Browse the scanners
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The landing page at `/`: hero, features, use cases, integration tiles, project and blog pointers. */
export default function Home(): React.ReactElement {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title="Automated Security Testing Tool" description={siteConfig.tagline}>
      {/* The landing page's own social card, rendered after the build by plugins/social-cards. */}
      <PageMetadata image="/img/social/index.png" />
      <main>
        <Hero />
        <HomeSection
          id="features"
          title="Find vulnerabilities in your networks and applications"
          subtitle="Run the leading open-source security tools against your infrastructure and applications, routinely and automatically, from one multi-scanner platform."
          centered
        >
          <FeatureCards features={features} />
        </HomeSection>

        <HomeSection
          id="use-cases"
          title="Security use cases"
          subtitle="A flexible configuration serves security professionals and DevOps teams alike."
          centered
          shaded
        >
          <UseCases items={useCases} group="use-cases" />
        </HomeSection>

        <HomeSection
          id="why"
          title="Your go-to solution for easy security scanning"
          subtitle="Well documented and friendly to beginners: a straightforward way into DevSecOps."
        >
          <dl className={styles.benefits}>
            {benefits.map((benefit) => (
              <div key={benefit.label} className={styles.benefit}>
                <dt>{benefit.label}</dt>
                <dd>{benefit.text}</dd>
              </div>
            ))}
          </dl>
        </HomeSection>

        <HomeSection
          id="integrations"
          title="Multi-scanner security platform"
          subtitle="Open-source tools that cover Kubernetes weaknesses, TLS misconfigurations, weak network logins and much more, and hooks that deliver their findings where you need them."
          centered
          shaded
        >
          <h3 className={styles.tileHeading}>Scanners</h3>
          <IntegrationTiles items={scanners} />
          <h3 className={styles.tileHeading}>Hooks</h3>
          <IntegrationTiles items={hooks} />
        </HomeSection>

        <HomeSection id="about" title="About us">
          <p>
            secureCodeBox is an open-source project of the{' '}
            <a href="https://owasp.org/">Open Worldwide Application Security Project (OWASP)</a>, supported by{' '}
            <a href="https://www.iteratec.com/">iteratec</a>. OWASP is an open community that helps organisations build
            and run applications they can trust; all of its tools and documents are free to use.
          </p>
          <ul className={styles.leads}>
            {leads.map((lead) => (
              <li key={lead.name} className={styles.lead}>
                <span className={styles.leadName}>{lead.name}</span>
                <span className={styles.leadRole}>{lead.role}</span>
              </li>
            ))}
          </ul>
          <p>
            Questions or feedback? Get in touch:{' '}
            <a className="button button--outline button--primary button--md" href="mailto:securecodebox@iteratec.com">
              Write to the team
            </a>
          </p>
          <h3 className={styles.sponsorHeading}>Sponsors</h3>
          <ul className={styles.sponsors}>
            {sponsors.map((sponsor) => (
              <li key={sponsor.name}>
                <a href={sponsor.href}>{sponsor.name}</a>
              </li>
            ))}
          </ul>
        </HomeSection>

        <HomeSection
          id="blog"
          title="From the blog"
          subtitle="The maintainers write about releases, the architecture, new scanners and how the project is run."
          shaded
        >
          <LatestPosts />
          <p>
            <Link to="/blog">All posts of the secureCodeBox blog</Link>
          </p>
        </HomeSection>
      </main>
    </Layout>
  );
}
