import chart from '../generated/hooks/persistence-elastic';
import {combineValues, hookFacts} from '../combine';
import {HOOK_VALUE_DOCS, helmInstall} from '../common';
import type {HookIntegration} from '../types';

/** Elasticsearch hook: chart `persistence-elastic`. */
const elasticsearch: HookIntegration = {
  name: 'Elasticsearch',
  slug: 'elasticsearch',
  kind: 'hook',
  category: 'Persistence',
  usecase: 'Indexes every finding of a scan in Elasticsearch.',
  description:
    'Install the Elasticsearch hook to index the findings of every scan in Elasticsearch and explore them with Kibana dashboards.',
  state: 'released',
  upstream: {name: 'Elasticsearch', url: 'https://www.elastic.co/products/elasticsearch'},
  ...hookFacts(chart, helmInstall),
  hookType: 'ReadOnly',
  // templates/persistence-provider.yaml: ELASTICSEARCH_ADDRESS from externalElasticStack.elasticsearchAddress; with
  // authentication.userSecret the keys username and password; templates/import-dashboard.yaml runs a Job against
  // externalElasticStack.kibanaAddress while dashboardImporter.enabled is true
  setup: {
    inputs: [
      {
        key: 'externalElasticStack.elasticsearchAddress',
        label: 'Elasticsearch address',
        example: 'https://quickstart-es-http.elastic.svc:9200',
        hint: 'The address the hook reaches Elasticsearch at from inside the cluster, with its port.',
        format: 'url',
      },
    ],
    secrets: [],
    choice: {
      label: 'Login',
      options: [
        {
          value: 'user',
          label: 'Username and password',
          secret: {
            nameKey: 'authentication.userSecret',
            name: 'elasticsearch-credentials',
            setName: true,
            keys: [
              {key: 'username', placeholder: 'Elasticsearch user'},
              {key: 'password', placeholder: 'password of that user'},
            ],
          },
        },
        {value: 'none', label: 'None: the cluster needs no login', secret: null},
      ],
    },
    fixed: [
      {
        key: 'dashboardImporter.enabled',
        value: 'false',
        reason:
          'The dashboard importer Job would otherwise send the Kibana dashboards to the default address https://kibana.example.com; see Kibana dashboards to import them.',
      },
    ],
  },
  values: combineValues(
    chart,
    {
      'externalElasticStack.elasticsearchAddress': 'URL of the Elasticsearch cluster that stores the findings.',
      'externalElasticStack.kibanaAddress':
        'Has no effect: meant as the URL of your Kibana, but no template reads it; the dashboard importer always calls `http://<release name>-kibana.<namespace>.svc.cluster.local:5601`.',
      'authentication.userSecret': {
        description:
          'Name of an existing Secret with the keys `username` and `password`. Set either this or `authentication.apiKeySecret`.',
        type: 'string',
      },
      'authentication.apiKeySecret': {
        description:
          "Name of an existing Secret for an API key: the chart reads the key's ID from the Secret key `apiKey` and the key itself from the Secret key `id`. In 5.8.0 the hook passes them to the Elasticsearch client in a form it does not recognise and sends no credentials, so use `authentication.userSecret` instead.",
        type: 'string',
      },
      indexPrefix: 'First part of the name of every index the hook writes.',
      indexAppendNamespace:
        'Adds the namespace to the index name. `false` has no effect, because the hook receives it as the non-empty text `"false"`.',
      indexSuffix:
        "Date pattern (Luxon format tokens) that ends the index name: `yyyy` for one index a year, `yyyy-MM` a month, `yyyy-'W'W` a week, `yyyy-MM-dd` a day.",
      'dashboardImporter.enabled':
        'Runs a job that imports example Kibana dashboards into `http://<release name>-kibana.<namespace>.svc.cluster.local:5601`, without credentials.',
      'dashboardImporter.image.repository': 'Image of the dashboard import job.',
      'dashboardImporter.image.tag': 'Tag of the dashboard importer image.',
      nameOverride:
        'Replaces the chart name in the name of the ScanCompletionHook and in its `app.kubernetes.io/name` label. The dashboard importer job keeps its fixed name, `dashboard-importer-<chart version>`.',
      fullnameOverride:
        'Replaces the whole name (release and chart name) of the ScanCompletionHook. The dashboard importer job keeps its fixed name.',
      resources:
        "Has no effect: the value is in this chart's values.yaml, but none of the chart's templates reads it. Set `hook.resources` for the hook container.",
      tolerations:
        "Has no effect: the value is in this chart's values.yaml, but none of the chart's templates reads it. Set `hook.tolerations` for the hook job.",
      affinity:
        "Has no effect: the value is in this chart's values.yaml, but none of the chart's templates reads it. Set `hook.affinity` for the hook job.",
      imagePullSecrets:
        'Secrets Kubernetes uses to pull the hook image from a private registry. The dashboard importer job does not receive them.',
      'hook.labels':
        "Kubernetes labels added to the ScanCompletionHook resource. Set at most one: the chart's template does not indent them, so a second label lands outside `metadata.labels` and the hook does not carry it.",
    },
    HOOK_VALUE_DOCS,
  ),
  examples: [],
  links: [
    {label: 'Elastic Cloud on Kubernetes (ECK)', url: 'https://www.elastic.co/elastic-cloud-kubernetes'},
    {label: 'Deploying Elasticsearch with ECK', url: 'https://www.elastic.co/docs/deploy-manage/deploy/cloud-on-k8s'},
    {
      label: 'Luxon date format tokens',
      url: 'https://moment.github.io/luxon/docs/manual/formatting.html#table-of-tokens',
    },
  ],
};

export default elasticsearch;
