import {KUBE_VERSION, NO_EFFECT, helmInstall, hookValues, value} from '../common';
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
  chart: {name: 'persistence-elastic', kubeVersion: KUBE_VERSION, sourceDir: 'hooks/persistence-elastic'},
  installCommand: helmInstall('persistence-elastic'),
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
  scanTypes: [],
  cpuArchitectures: [],
  values: hookValues({
    repository: 'docker.io/securecodebox/hook-persistence-elastic',
    // templates/*.yaml writes `{{ toYaml . }}` of hook.labels without nindent
    labelsUnindented: true,
    // templates/import-dashboard.yaml sets no imagePullSecrets on the dashboard importer job
    override: {
      imagePullSecrets: {
        description:
          'Secrets Kubernetes uses to pull the hook image from a private registry. The dashboard importer job does not receive them.',
      },
    },
    specific: [
      value(
        'externalElasticStack.elasticsearchAddress',
        'string',
        '"https://elasticsearch.example.com"',
        'URL of the Elasticsearch cluster that stores the findings.',
      ),
      value(
        'externalElasticStack.kibanaAddress',
        'string',
        '"https://kibana.example.com"',
        'Meant as the URL of your Kibana, but no template reads it: the dashboard importer always calls `http://<release name>-kibana.<namespace>.svc.cluster.local:5601`.',
      ),
      value(
        'authentication.userSecret',
        'string',
        'null',
        'Name of an existing Secret with the keys `username` and `password`. Set either this or `authentication.apiKeySecret`.',
      ),
      value(
        'authentication.apiKeySecret',
        'string',
        'null',
        "Name of an existing Secret for an API key: the chart reads the key's ID from the Secret key `apiKey` and the key itself from the Secret key `id`. In 5.8.0 the hook passes them to the Elasticsearch client in a form it does not recognise and sends no credentials, so use `authentication.userSecret` instead.",
      ),
      value('indexPrefix', 'string', '"scb"', 'First part of the name of every index the hook writes.'),
      value(
        'indexAppendNamespace',
        'bool',
        'true',
        'Adds the namespace to the index name. `false` has no effect, because the hook receives it as the non-empty text `"false"`.',
      ),
      value(
        'indexSuffix',
        'string',
        '"yyyy-MM-dd"',
        "Date pattern (Luxon format tokens) that ends the index name: `yyyy` for one index a year, `yyyy-MM` a month, `yyyy-'W'W` a week, `yyyy-MM-dd` a day.",
      ),
      value(
        'dashboardImporter.enabled',
        'bool',
        'true',
        'Runs a job that imports example Kibana dashboards into `http://<release name>-kibana.<namespace>.svc.cluster.local:5601`, without credentials.',
      ),
      value(
        'dashboardImporter.image.repository',
        'string',
        '"securecodebox/persistence-elastic-dashboard-importer"',
        'Image of the dashboard import job.',
      ),
      value('dashboardImporter.image.tag', 'string', '(the chart version)', 'Tag of the dashboard importer image.'),
      value(
        'nameOverride',
        'string',
        '""',
        'Replaces the chart name in the name of the ScanCompletionHook and in its `app.kubernetes.io/name` label. The dashboard importer job keeps its fixed name, `dashboard-importer-<chart version>`.',
      ),
      value(
        'fullnameOverride',
        'string',
        '""',
        'Replaces the whole name (release and chart name) of the ScanCompletionHook. The dashboard importer job keeps its fixed name.',
      ),
      value('podSecurityContext', 'object', '{}', NO_EFFECT),
      value('securityContext', 'object', '{}', NO_EFFECT),
      value('resources', 'object', '{}', `${NO_EFFECT} Set \`hook.resources\` for the hook container.`),
      value('nodeSelector', 'object', '{}', NO_EFFECT),
      value('tolerations', 'list', '[]', `${NO_EFFECT} Set \`hook.tolerations\` for the hook job.`),
      value('affinity', 'object', '{}', `${NO_EFFECT} Set \`hook.affinity\` for the hook job.`),
    ],
  }),
  cascadingRules: [],
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
