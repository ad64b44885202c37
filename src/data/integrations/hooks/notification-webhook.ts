import chart from '../generated/hooks/notification';
import {combineValues, hookFacts} from '../combine';
import {HOOK_VALUE_DOCS, MONOREPO_URL, helmInstall, sourceUrl} from '../common';
import type {HookIntegration} from '../types';

/** Notification WebHook hook: chart `notification`. */
const notificationWebhook: HookIntegration = {
  name: 'Notification WebHook',
  slug: 'notification-webhook',
  kind: 'hook',
  category: 'Integration',
  usecase: 'Sends scan summaries to MS Teams, Slack, email and other channels.',
  description:
    'Install the Notification hook to send scan summaries or single findings to Slack, Microsoft Teams, email, Trello or Rocket.Chat, filtered by rules.',
  state: 'released',
  upstream: {name: 'secureCodeBox', url: MONOREPO_URL},
  ...hookFacts(chart, helmInstall),
  hookType: 'ReadOnly',
  // templates/configmap.yaml renders notificationChannels; templates/notification-hook.yaml passes env, whose default
  // reads the Secret some-secret, which does not exist
  setup: {
    inputs: [],
    secrets: [],
    channel: {
      channelsKey: 'notificationChannels',
      envKey: 'env',
      options: [
        {
          type: 'slack',
          label: 'Slack (incoming webhook)',
          template: 'slack-messageCard',
          envName: 'SLACK_WEBHOOK_URL',
          secret: 'slack-webhook',
          placeholder: 'https://hooks.slack.com/services/…',
        },
        {
          type: 'ms-teams',
          label: 'Microsoft Teams (incoming webhook)',
          template: 'msteams-messageCard',
          envName: 'TEAMS_WEBHOOK_URL',
          secret: 'teams-webhook',
          placeholder: 'https://….webhook.office.com/…',
        },
      ],
    },
  },
  values: combineValues(
    chart,
    {
      notificationChannels: {
        description:
          'The channels the hook notifies. Each has `name`, `type`, `template`, `rules`, `endPoint` and optionally `skipNotificationOnZeroFindings`.',
        default:
          '(one channel: name `slack`, type `slack`, template `slack-messageCard`, a rule matching category `Open Port`, endPoint `SOME_ENV_KEY`)',
      },
      env: {
        description:
          'Environment variables of the hook container, usually read from Secrets: notifier credentials such as `SMTP_CONFIG`, and the variables that the `endPoint` of Slack and Microsoft Teams channels names (email and Rocket.Chat channels give their `endPoint` directly). Always replace the default: the Secret `some-secret` it refers to does not exist, so the hook pod cannot start.',
        default: '(`SOME_ENV_KEY` and `SMTP_CONFIG`, both read from the Secret `some-secret`)',
      },
      'customTemplateMap.exists': 'Mounts your own message templates from a ConfigMap instead of the built-in ones.',
      'customTemplateMap.name': 'Name of the ConfigMap that holds your templates.',
      'hook.labels':
        "Kubernetes labels added to the ScanCompletionHook resource. Set at most one: the chart's template does not indent them, so a second label lands outside `metadata.labels` and the hook does not carry it.",
    },
    HOOK_VALUE_DOCS,
  ),
  examples: [],
  links: [
    {label: 'Source code of the hook', url: sourceUrl('hooks/notification')},
    {label: 'Nunjucks template language', url: 'https://mozilla.github.io/nunjucks/'},
    {label: 'Slack apps', url: 'https://api.slack.com/apps/'},
    {label: 'Nodemailer SMTP transport', url: 'https://nodemailer.com/smtp/'},
    {
      label: 'Trello REST API introduction',
      url: 'https://developer.atlassian.com/cloud/trello/guides/rest-api/api-introduction/',
    },
    {label: 'Trello cards API', url: 'https://developer.atlassian.com/cloud/trello/rest/api-group-cards'},
    {label: 'Rocket.Chat', url: 'https://rocket.chat/'},
  ],
};

export default notificationWebhook;
