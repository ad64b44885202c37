/**
 * Wraps (does not eject) the classic theme's `DocItem/Content`: puts the "Copy page" button (src/components/
 * CopyPageButton) at the top right of every docs page that has a Markdown twin, beside the title. The button sits
 * before the `.markdown` element, so neither the twin nor the search index contains it. Unlisted docs get no twin
 * (plugins/llms-txt), so they get no button.
 */
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageButton from '@site/src/components/CopyPageButton';

type Props = WrapperProps<typeof ContentType>;

/** The docs page's content with the "Copy page" button before it. */
export default function ContentWrapper(props: Props): React.ReactElement {
  const {metadata} = useDoc();
  return (
    <>
      {!metadata.unlisted && <CopyPageButton permalink={metadata.permalink} placement="beside-title" />}
      <Content {...props} />
    </>
  );
}
