/*
 * Wraps the theme's not-found content (heading "Page Not Found" and its two sentences) with the help that gets a
 * reader back on track: a "Did you mean …?" link, the site search and links to the docs home and the scanner
 * catalogue (src/components/NotFoundHelp). The page keeps its 404 status: the server answers unknown paths with
 * 404.html, which this renders.
 */
import React, {lazy, Suspense, type ReactElement} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

/**
 * Loaded on demand: the docs layout renders this content for an unknown docs path, so a static import would put the
 * help into the JavaScript of every docs page. The server waits for it, so 404.html has it in its HTML; in the browser
 * React keeps that HTML until the chunk has loaded.
 */
const NotFoundHelp = lazy(() => import('@site/src/components/NotFoundHelp'));

type Props = WrapperProps<typeof ContentType>;

/**
 * The theme's not-found content followed by the help of src/components/NotFoundHelp.
 * @param props - the theme component's props (`className`)
 */
export default function ContentWrapper(props: Props): ReactElement {
  return (
    <>
      <Content {...props} className={`${styles.content} ${props.className ?? ''}`} />
      <Suspense fallback={null}>
        <NotFoundHelp />
      </Suspense>
    </>
  );
}
