/**
 * The import's hints: mistakes the API server accepts but that make a scan do something else than meant (a ScanType
 * secureCodeBox removed or no chart installs, parameters written as one string, a cascade that admits invasive rules,
 * a hook selector that matches no hook of the release), each with the page that explains the fix.
 *
 * @packageDocumentation
 */
import type {Document} from 'yaml';
import {RELEASE} from '@site/src/data/release';
import {
  cascadePlan,
  installableHooks,
  isRecord,
  labelSelectorMatches,
  releaseOf,
  INVASIVE_LABEL,
  INTENSIVE_LABEL,
  type BuilderCatalogue,
  type BuilderHook,
  type BuilderScanner,
  type CatalogueRule,
  type LabelSelector,
  type LabelSelectorRequirement,
} from '../catalogue';
import {joinsArguments} from '../manifest';
import type {ImportMessage, TextPosition} from './types';
import {keyPosition} from './yaml';

/** A hint's text and the page that explains the fix. */
interface Advice {
  text: string;
  link: {to: string; label: string};
}

const UPGRADE_GUIDE = {
  to: '/docs/getting-started/upgrading#removed-and-replaced-scantypes',
  label: 'Removed ScanTypes',
};
const ZAP_MIGRATION = {
  to: '/docs/scanners/zap-automation-framework#migrate-from-the-zap-and-zap-advanced-scanners',
  label: 'Move ZAP scans to the Automation Framework',
};

/** Advice for a ScanType of the removed zap and zap-advanced charts. */
function zapAdvice(scanType: string, chart: string): Advice {
  return {
    text: `secureCodeBox 5.0.0 removed the ScanType ${scanType} with the ${chart} chart. Describe the scan as a ZAP automation plan and use scanType "zap-automation-framework".`,
    link: ZAP_MIGRATION,
  };
}

/**
 * The ten ScanTypes secureCodeBox 5.0.0 removed, with what replaces them (the upgrade guide's table and the migration
 * pages of the site).
 */
export const REMOVED_SCAN_TYPES: Readonly<Record<string, Advice>> = {
  amass: {
    text: 'secureCodeBox 5.0.0 removed the ScanType amass. Find subdomains with subfinder instead: use scanType "subfinder" and translate the parameters (-d stays, -timeout becomes -max-time).',
    link: {to: '/docs/scanners/amass', label: 'Move from Amass to subfinder'},
  },
  cmseek: {
    text: 'secureCodeBox 5.0.0 removed the ScanType cmseek. Check Joomla sites with Nuclei\'s Joomla templates instead: use scanType "nuclei" with the parameters -u <full URL>, -tags, joomla.',
    link: {to: '/docs/scanners/cmseek', label: 'Move from CMSeeK to Nuclei'},
  },
  typo3scan: {
    text: 'secureCodeBox 5.0.0 removed the ScanType typo3scan, whose tool is no longer maintained. Nuclei (scanType "nuclei") covers some TYPO3 checks.',
    link: UPGRADE_GUIDE,
  },
  kubeaudit: {
    text: 'secureCodeBox 5.0.0 removed the ScanType kubeaudit, whose tool is deprecated. Scan the cluster with Trivy in k8s mode: scanType "trivy-k8s".',
    link: UPGRADE_GUIDE,
  },
  doggo: {
    text: 'secureCodeBox 5.0.0 removed the ScanType doggo. Use Nuclei\'s DNS checks or Nuclei templates of your own (scanType "nuclei").',
    link: UPGRADE_GUIDE,
  },
  'zap-baseline-scan': zapAdvice('zap-baseline-scan', 'zap'),
  'zap-api-scan': zapAdvice('zap-api-scan', 'zap'),
  'zap-full-scan': zapAdvice('zap-full-scan', 'zap'),
  'zap-automation-scan': zapAdvice('zap-automation-scan', 'zap'),
  'zap-advanced-scan': zapAdvice('zap-advanced-scan', 'zap-advanced'),
};

/**
 * ScanTypes a scanner chart installs only when a value asks for it, so the catalogue's ScanType lists leave them
 * out (`scanners/trivy/templates/trivy-scan-type.yaml` at the tag).
 */
export const OPTIONAL_SCAN_TYPES: Readonly<Record<string, string>> = {
  'trivy-image-autodiscovery':
    'The Trivy chart installs the ScanType trivy-image-autodiscovery, which the container AutoDiscovery uses, only with the value createAutoDiscoveryScanType: true; without it the scan ends with the state Errored.',
};

/**
 * Labels the hook charts of the release give their ScanCompletionHook beside the standard chart labels
 * (`hooks/<chart>/templates/*.yaml` at the tag), by chart name.
 */
const EXTRA_HOOK_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'cascading-scans': {'securecodebox.io/internal': 'true'},
  'persistence-azure-monitor': {type: 'Structured'},
  'persistence-defectdojo': {type: 'Unstructured'},
  'persistence-dependencytrack': {type: 'Structured'},
  'persistence-elastic': {type: 'Structured'},
};

/**
 * The labels of the ScanCompletionHook a hook chart installs with its default values: the chart's name and release
 * (`app.kubernetes.io/name`, `app.kubernetes.io/instance`, the release of the catalogue's install command), the
 * `helm.sh/chart` label of the documented release and the chart's own extra labels.
 * @param hook - a hook entry with a chart
 */
export function hookLabels(hook: BuilderHook): Record<string, string> {
  const chart = hook.chart?.name ?? hook.slug;
  return {
    'app.kubernetes.io/name': chart,
    'app.kubernetes.io/instance': releaseOf(hook.installCommand ?? ''),
    'helm.sh/chart': `${chart}-${RELEASE.version}`,
    ...EXTRA_HOOK_LABELS[chart],
  };
}

/** The scanner whose chart installs a ScanType. */
export function scannerOf(catalogue: BuilderCatalogue, scanType: unknown): BuilderScanner | undefined {
  return typeof scanType === 'string'
    ? catalogue.scanners.find((entry) => entry.scanTypes.includes(scanType))
    : undefined;
}

/** A label selector read from a manifest, leaving out what is not a string (the schema reports that). */
function selectorOf(value: Record<string, unknown>): LabelSelector {
  const matchLabels: Record<string, string> = {};
  if (isRecord(value.matchLabels)) {
    for (const [key, label] of Object.entries(value.matchLabels))
      if (typeof label === 'string') matchLabels[key] = label;
  }
  const matchExpressions: LabelSelectorRequirement[] = Array.isArray(value.matchExpressions)
    ? value.matchExpressions.filter(isRecord).map((entry) => ({
        key: String(entry.key),
        operator: String(entry.operator),
        values: Array.isArray(entry.values) ? entry.values.map(String) : [],
      }))
    : [];
  return {matchLabels, matchExpressions};
}

/** "ncrack (ncrack-ftp, ncrack-ssh); nmap (…)": rule names grouped by chart. */
function rulesByChart(rules: readonly CatalogueRule[]): string {
  const byChart = new Map<string, string[]>();
  for (const {rule, scanner} of rules)
    byChart.set(scanner.chart.name, [...(byChart.get(scanner.chart.name) ?? []), rule.metadata.name]);
  return [...byChart].map(([chart, names]) => `${chart} (${names.join(', ')})`).join('; ');
}

/** Context of the hints of one document. */
export interface HintContext {
  catalogue: BuilderCatalogue;
  document: Document.Parsed;
  position: (offset: number) => TextPosition;
  hints: ImportMessage[];
}

/** Adds a hint at a field's key; `blocking` marks one that means the scan does not run as written. */
function hintAt(
  context: HintContext,
  segments: readonly string[],
  text: string,
  link?: ImportMessage['link'],
  blocking = false,
): void {
  context.hints.push({
    ...context.position(keyPosition(context.document, segments).offset),
    text,
    ...(link ? {link} : {}),
    ...(blocking ? {blocking} : {}),
  });
}

/**
 * The hints of a scan spec (of a Scan, a ScheduledScan's `scanSpec` or a CascadingRule's `scanSpec`): a removed or
 * unknown ScanType, parameters written as one string, a cascade that admits invasive rules, a hook selector that
 * matches no hook of the catalogue.
 */
function scanSpecHints(
  context: HintContext,
  spec: Record<string, unknown>,
  at: readonly string[],
  rule: boolean,
): void {
  const {catalogue} = context;
  const scanType = spec.scanType;
  if (typeof scanType === 'string') {
    const removed = Object.prototype.hasOwnProperty.call(REMOVED_SCAN_TYPES, scanType)
      ? REMOVED_SCAN_TYPES[scanType]
      : undefined;
    if (removed) hintAt(context, [...at, 'scanType'], removed.text, removed.link, true);
    else if (Object.prototype.hasOwnProperty.call(OPTIONAL_SCAN_TYPES, scanType))
      hintAt(context, [...at, 'scanType'], OPTIONAL_SCAN_TYPES[scanType]);
    else if (!scannerOf(catalogue, scanType) && !scanType.includes('{{'))
      hintAt(
        context,
        [...at, 'scanType'],
        `No scanner chart of secureCodeBox ${RELEASE.version} installs the ScanType "${scanType}". Unless you installed a ScanType of that name yourself, the scan ends with the state Errored.`,
        undefined,
        true,
      );
  }
  const parameters = spec.parameters;
  if (typeof parameters === 'string') {
    hintAt(
      context,
      [...at, 'parameters'],
      `parameters is one string; write it as a list with one argument per item (${parameters
        .trim()
        .split(/\s+/)
        .slice(0, 3)
        .map((word) => `"${word}"`)
        .join(', ')}${parameters.trim().split(/\s+/).length > 3 ? ' …' : ''}).`,
    );
  } else if (Array.isArray(parameters)) {
    const words = parameters.map((parameter) => (typeof parameter === 'string' ? parameter : ''));
    words.forEach((word, index) => {
      if (joinsArguments(words, index))
        hintAt(
          context,
          [...at, 'parameters', String(index)],
          `"${word.length > 60 ? `${word.slice(0, 57)}…` : word}" is ${word.trim().split(/\s+/).length} arguments in one item; the scanner receives it as a single argument. Give each argument its own item.`,
        );
    });
  }
  if (!rule && isRecord(spec.cascades)) {
    const selector = selectorOf(spec.cascades);
    const scanner = scannerOf(catalogue, scanType);
    const plan = scanner ? cascadePlan(catalogue, scanner, selector) : undefined;
    const permitsInvasive = ['light', 'medium', 'high'].some((intensive) =>
      labelSelectorMatches(selector, {[INVASIVE_LABEL]: 'invasive', [INTENSIVE_LABEL]: intensive}),
    );
    if (plan && scanner && plan.invasive.length > 0) {
      hintAt(
        context,
        [...at, 'cascades'],
        `This cascades selector admits ${plan.invasive.length} invasive ${plan.invasive.length === 1 ? 'rule' : 'rules'} that can follow ${scanner.name} findings: ${rulesByChart(plan.invasive)}. Admit invasive rules only for systems you own or may attack; otherwise add securecodebox.io/invasive: non-invasive to matchLabels.`,
      );
    } else if (permitsInvasive) {
      hintAt(
        context,
        [...at, 'cascades'],
        `This cascades selector lets rules labelled securecodebox.io/invasive: invasive run${plan ? `; none of the catalogue's rules that follow ${scanner?.name ?? ''} findings is one, but such rules from other charts in the namespace would start` : ''}. Add securecodebox.io/invasive: non-invasive to matchLabels unless you mean it.`,
      );
    }
  }
  if (!rule && isRecord(spec.hookSelector)) {
    const selector = selectorOf(spec.hookSelector);
    const keys = [...Object.keys(selector.matchLabels ?? {}), ...(selector.matchExpressions ?? []).map(({key}) => key)];
    // The charts' app.kubernetes.io/version differs per hook and is not in the catalogue: no verdict then.
    const hooks = installableHooks(catalogue);
    if (
      !keys.includes('app.kubernetes.io/version') &&
      !hooks.some((hook) => labelSelectorMatches(selector, hookLabels(hook)))
    ) {
      hintAt(
        context,
        [...at, 'hookSelector'],
        `This hookSelector matches none of the hooks that the hook charts of secureCodeBox ${RELEASE.version} install, so no hook runs for this scan unless you labelled one yourself. The charts label each hook with its Helm release, e.g. app.kubernetes.io/instance: ${releaseOf(
          (hooks.find((hook) => hook.slug === 'defectdojo') ?? hooks.at(0))?.installCommand ?? 'my-hook',
        )}.`,
      );
    }
  }
}

/** The hints of one parsed document of a checked kind. */
export function documentHints(context: HintContext, kind: string, doc: Record<string, unknown>): void {
  const spec = isRecord(doc.spec) ? doc.spec : undefined;
  if (!spec) return;
  if (kind === 'Scan') scanSpecHints(context, spec, ['spec'], false);
  if (kind === 'ScheduledScan') {
    if (spec.schedule !== undefined && spec.interval !== undefined)
      hintAt(
        context,
        ['spec', 'interval'],
        'This ScheduledScan sets both schedule and interval. The operator follows the cron schedule and ignores the interval: keep one of them.',
      );
    if (isRecord(spec.scanSpec)) scanSpecHints(context, spec.scanSpec, ['spec', 'scanSpec'], false);
  }
  if (kind === 'CascadingRule' && isRecord(spec.scanSpec))
    scanSpecHints(context, spec.scanSpec, ['spec', 'scanSpec'], true);
}
