import chart from '../generated/hooks/cascading-scans';
import {combineValues, hookFacts} from '../combine';
import {HOOK_VALUE_DOCS, MONOREPO_URL, helmInstall, sourceUrl} from '../common';
import type {HookIntegration} from '../types';

/** Cascading Scans hook: chart `cascading-scans`. */
const cascadingScans: HookIntegration = {
  name: 'Cascading Scans',
  slug: 'cascading-scans',
  kind: 'hook',
  category: 'Processing',
  usecase: 'Starts follow-up scans from findings according to declarative rules.',
  description:
    'Install the Cascading Scans hook to start follow-up scans automatically from the findings of a scan, driven by CascadingRule resources.',
  state: 'released',
  upstream: {name: 'secureCodeBox', url: MONOREPO_URL},
  ...hookFacts(chart, helmInstall),
  hookType: 'ReadOnly',
  setup: {inputs: [], secrets: []},
  values: combineValues(chart, {}, HOOK_VALUE_DOCS),
  examples: [],
  links: [
    {label: 'Source code of the hook', url: sourceUrl('hooks/cascading-scans')},
    {label: 'mustache.js, the template language of scanSpec', url: 'https://github.com/janl/mustache.js'},
  ],
};

export default cascadingScans;
