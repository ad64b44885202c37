/*
 * Swizzled (ejected) from @docusaurus/theme-classic 3.10.2 `NotFound/Content`, because a wrapper can only add the help
 * after the theme's `main`, outside the page's main landmark: the "Did you mean …?" line, the search form and the
 * ways on are the page's content, so they belong inside it. The heading and the two sentences are the theme's, with
 * their translation ids (the second one is reworded in i18n/en/code.json); below them comes the help of
 * src/components/NotFoundHelp. The page keeps its 404 status: the server answers unknown paths with 404.html, which
 * this renders.
 */
import React, {lazy, Suspense, type ReactElement} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

/**
 * Loaded on demand: the docs layout renders this content for an unknown docs path, so a static import would put the
 * help into the JavaScript of every docs page. The server waits for it, so 404.html has it in its HTML; in the browser
 * React keeps that HTML until the chunk has loaded.
 */
const NotFoundHelp = lazy(() => import('@site/src/components/NotFoundHelp'));

/**
 * The not-found page's main landmark: heading, the two sentences, then the help of src/components/NotFoundHelp.
 * @param props - the theme component's props (`className`)
 */
export default function NotFoundContent({className}: Props): ReactElement {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <p>
            <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
              Please contact the owner of the site that linked you to the original URL and let them know their link is
              broken.
            </Translate>
          </p>
          <Suspense fallback={null}>
            <NotFoundHelp />
          </Suspense>
        </div>
      </div>
    </main>
  );
}
