import {KUBE_VERSION, MONOREPO_URL, helmInstall, hookValues, sourceUrl, value} from '../common';
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
  chart: {name: 'generic-webhook', kubeVersion: KUBE_VERSION, sourceDir: 'hooks/generic-webhook'},
  installCommand: helmInstall('generic-webhook'),
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
  scanTypes: [],
  cpuArchitectures: [],
  values: hookValues({
    repository: 'docker.io/securecodebox/hook-generic-webhook',
    // templates/*.yaml writes `{{ toYaml . }}` of hook.labels without nindent
    labelsUnindented: true,
    specific: [value('webhookUrl', 'string', '"http://example.com"', 'URL the hook sends its POST request to.')],
    hookExtras: [
      value(
        'hook.authentication.basic.userSecret',
        'string',
        '"generic-webhook-credentials"',
        'Secret with the username and password for HTTP Basic authentication. The hook sends them only if the Secret holds both keys and no API-key header is configured, because the API key takes precedence.',
      ),
      value(
        'hook.authentication.basic.usernameKey',
        'string',
        '"username"',
        'Key of the username inside the Basic-authentication Secret.',
      ),
      value(
        'hook.authentication.basic.passwordKey',
        'string',
        '"password"',
        'Key of the password inside the Basic-authentication Secret.',
      ),
      value(
        'hook.authentication.apikey.userSecret',
        'string',
        '"generic-webhook-credentials"',
        'Secret with the name and value of an API-key header. The hook sends the header only if the Secret holds both keys; it then sends no Basic credentials.',
      ),
      value(
        'hook.authentication.apikey.headerNameKey',
        'string',
        '"headerName"',
        'Key of the header name inside the API-key Secret.',
      ),
      value(
        'hook.authentication.apikey.headerValueKey',
        'string',
        '"headerValue"',
        'Key of the header value inside the API-key Secret.',
      ),
    ],
  }),
  cascadingRules: [],
  examples: [],
  links: [{label: 'Source code of the hook', url: sourceUrl('hooks/generic-webhook')}],
};

export default genericWebhook;
