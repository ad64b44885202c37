/*
 * Wraps the theme's not-found content (heading "Page Not Found" and its two sentences) with the help that gets a
 * reader back on track: a "Did you mean …?" link, the site search and links to the docs home and the scanner
 * catalogue (src/components/NotFoundHelp). The page keeps its 404 status: the server answers unknown paths with
 * 404.html, which this renders.
 */
import React, {type ReactElement} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import NotFoundHelp from '@site/src/components/NotFoundHelp';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * The theme's not-found content followed by {@link NotFoundHelp}.
 * @param props - the theme component's props (`className`)
 */
export default function ContentWrapper(props: Props): ReactElement {
  return (
    <>
      <Content {...props} className={`${styles.content} ${props.className ?? ''}`} />
      <NotFoundHelp />
    </>
  );
}
