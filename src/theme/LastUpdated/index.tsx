/**
 * Swizzled (ejected) from @docusaurus/theme-classic 3.10.2 `LastUpdated`, because no option or wrapper can change
 * how it formats the date: it builds an `Intl.DateTimeFormat` in the browser, and the first one a page builds loads
 * the browser's locale data inside the hydration of every docs page (see src/lib/shortDate.ts). The only change:
 * the date text comes from {@link shortUtcDate}. Markup, class names and translation ids are the theme's.
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {shortUtcDate} from '@site/src/lib/shortDate';

/**
 * " on <date>", the date as a `<time>` with its ISO form for machines.
 * @param props.lastUpdatedAt - milliseconds since the epoch, from the docs plugin (the file's last Git commit)
 */
function AtDate({lastUpdatedAt}: {lastUpdatedAt: number}): ReactNode {
  const date = (
    <b>
      <time dateTime={new Date(lastUpdatedAt).toISOString()} itemProp="dateModified">
        {shortUtcDate(lastUpdatedAt)}
      </time>
    </b>
  );
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{date}}
    >
      {' on {date}'}
    </Translate>
  );
}

/**
 * " by <author>".
 * @param props.lastUpdatedBy - the author of the file's last Git commit, from the docs plugin
 */
function ByUser({lastUpdatedBy}: {lastUpdatedBy: string}): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{user: <b>{lastUpdatedBy}</b>}}
    >
      {' by {user}'}
    </Translate>
  );
}

/**
 * "Last updated on <date> by <author>" at the foot of a docs page; either part is left out when the docs plugin
 * gives no value for it.
 * @param props - `lastUpdatedAt` (ms since the epoch) and `lastUpdatedBy`, from the page's metadata
 */
export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <AtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <ByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
