import chart from '../generated/hooks/generic-webhook';
import {combineValues, hookFacts} from '../combine';
import {HOOK_VALUE_DOCS, MONOREPO_URL, helmInstall, sourceUrl} from '../common';
import type {HookIntegration} from '../types';

/** Generic WebHook hook: chart `generic-webhook`. */
const genericWebhook: HookIntegration = {
  name: 'Generic WebHook',
  slug: 'generic-webhook',
  kind: 'hook',
  category: 'Integration',
  usecase: 'Posts the findings of a scan to any HTTP endpoint.',
  description:
    'Install the Generic WebHook hook to POST the Scan and its findings as JSON to an HTTP endpoint of your choice after every scan.',
  state: 'released',
  upstream: {name: 'secureCodeBox', url: MONOREPO_URL},
  ...hookFacts(chart, helmInstall),
  hookType: 'ReadOnly',
  // templates/webhook-hook.yaml: WEBHOOK_URL from webhookUrl; the credentials Secret is optional: true
  setup: {
    inputs: [
      {
        key: 'webhookUrl',
        label: 'Webhook URL',
        example: 'https://hooks.example.com/securecodebox',
        hint: 'The endpoint that receives the findings as JSON; it has to answer with a 2xx status. For credentials, see Authenticate to the endpoint.',
        format: 'url',
      },
    ],
    secrets: [],
  },
  values: combineValues(
    chart,
    {
      webhookUrl: 'URL the hook sends its POST request to.',
      'hook.labels':
        "Kubernetes labels added to the ScanCompletionHook resource. Set at most one: the chart's template does not indent them, so a second label lands outside `metadata.labels` and the hook does not carry it.",
      'hook.authentication.basic.userSecret':
        'Secret with the username and password for HTTP Basic authentication. The hook sends them only if the Secret holds both keys and no API-key header is configured, because the API key takes precedence.',
      'hook.authentication.basic.usernameKey': 'Key of the username inside the Basic-authentication Secret.',
      'hook.authentication.basic.passwordKey': 'Key of the password inside the Basic-authentication Secret.',
      'hook.authentication.apikey.userSecret':
        'Secret with the name and value of an API-key header. The hook sends the header only if the Secret holds both keys; it then sends no Basic credentials.',
      'hook.authentication.apikey.headerNameKey': 'Key of the header name inside the API-key Secret.',
      'hook.authentication.apikey.headerValueKey': 'Key of the header value inside the API-key Secret.',
    },
    HOOK_VALUE_DOCS,
  ),
  examples: [],
  links: [{label: 'Source code of the hook', url: sourceUrl('hooks/generic-webhook')}],
};

export default genericWebhook;
