import chart from '../generated/hooks/finding-post-processing';
import {combineValues, hookFacts} from '../combine';
import {HOOK_VALUE_DOCS, MONOREPO_URL, helmInstall, sourceUrl} from '../common';
import type {HookIntegration} from '../types';

/** Finding Post Processing hook: chart `finding-post-processing`. */
const findingPostProcessing: HookIntegration = {
  name: 'Finding Post Processing',
  slug: 'finding-post-processing',
  kind: 'hook',
  category: 'Data processing',
  usecase: 'Changes fields of the findings that match conditions you set.',
  description:
    'Install the Finding Post Processing hook to add or overwrite fields, such as the severity, on the findings that match rules you define.',
  state: 'released',
  upstream: {name: 'secureCodeBox', url: MONOREPO_URL},
  ...hookFacts(chart, helmInstall),
  hookType: 'ReadAndWrite',
  // templates/finding-post-processing-hook.yaml: RULES from rules, a list of objects; the default [] changes nothing
  setup: {
    inputs: [],
    secrets: [],
    configureFirst: {
      reason:
        'The hook changes findings by the rules in its values (a list of matches and overrides), which a form cannot hold. Write them in a values file and pass it to the Helm command the builder prints.',
      anchor: 'write-rules',
    },
  },
  values: combineValues(
    chart,
    {
      rules:
        'The rules: each has `matches.anyOf` (partial findings, one match is enough) and `override` (fields merged into the matching finding).',
      'hook.labels':
        "Kubernetes labels added to the ScanCompletionHook resource. Set at most one: the chart's template does not indent them, so a second label lands outside `metadata.labels` and the hook does not carry it.",
    },
    HOOK_VALUE_DOCS,
  ),
  examples: [],
  links: [{label: 'Source code of the hook', url: sourceUrl('hooks/finding-post-processing')}],
};

export default findingPostProcessing;
