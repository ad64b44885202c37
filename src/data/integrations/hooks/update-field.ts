import chart from '../generated/hooks/update-field-hook';
import {combineValues, hookFacts} from '../combine';
import {HOOK_VALUE_DOCS, MONOREPO_URL, helmInstall, sourceUrl} from '../common';
import type {HookIntegration} from '../types';

/** Update Field hook: chart `update-field-hook`. */
const updateField: HookIntegration = {
  name: 'Update Field',
  slug: 'update-field',
  kind: 'hook',
  category: 'Data processing',
  usecase: 'Sets a field to a fixed value on every finding of a scan.',
  description:
    'Install the Update Field hook to set one field, such as the category or a custom attribute, to a fixed value on every finding.',
  state: 'released',
  upstream: {name: 'secureCodeBox', url: MONOREPO_URL},
  ...hookFacts(chart, helmInstall),
  hookType: 'ReadAndWrite',
  // templates/update-field-hook.yaml: ATTRIBUTE_NAME and ATTRIBUTE_VALUE from attribute.name and attribute.value,
  // whose defaults set the category of every finding to my-own-category
  setup: {
    inputs: [
      {
        key: 'attribute.name',
        label: 'Field to set',
        example: 'attributes.environment',
        hint: 'The dotted path of the finding field, e.g. category or attributes.environment.',
        format: 'text',
      },
      {
        key: 'attribute.value',
        label: 'Value',
        example: 'staging',
        hint: 'Written as a string into that field of every finding.',
        format: 'text',
      },
    ],
    secrets: [],
  },
  values: combineValues(
    chart,
    {
      'attribute.name': 'Path of the finding field to set; dotted paths such as `attributes.team` reach nested fields.',
      'attribute.value': 'Value written into that field on every finding.',
      'hook.labels':
        "Kubernetes labels added to the ScanCompletionHook resource. Set at most one: the chart's template does not indent them, so a second label lands outside `metadata.labels` and the hook does not carry it.",
    },
    HOOK_VALUE_DOCS,
  ),
  examples: [],
  links: [{label: 'Source code of the hook', url: sourceUrl('hooks/update-field-hook')}],
};

export default updateField;
