/**
 * The cascading-scans explorer against the behaviour of the cascading-scans hook at secureCodeBox v5.8.0. The cases
 * follow the hook's own tests (`hook.test.js`, `kubernetes-label-selector.test.js`, `scope-limiter.test.js` at the
 * tag): the same inputs and the same expected results, written for the explorer's functions, plus the trees the
 * catalogue's rules give for Nmap under three selectors.
 */
import {describe, expect, it} from 'vitest';
import {hooks, scanners} from '@site/src/data/integrations';
import {DEMO_TARGET_CHARTS} from '@site/src/data/integrations/demo-targets';
import {SCOPE_OPERATORS as BUILDER_SCOPE_OPERATORS} from '@site/src/components/ScanBuilder/model';
import {decodeUrl} from '@site/src/components/ScanBuilder/url';
import {slimCatalogue} from '@site/src/data/scan-builder-catalogue';
import {builderStates, explorerCatalogue, MAX_ATTRIBUTE_JSON} from '@site/src/data/cascade-catalogue';
import {builderLink} from '@site/src/components/CascadeExplorer/link';
import {
  SCOPE_OPERATORS,
  cascadesOf,
  defaultState,
  explore,
  selectRules,
  totalScans,
  type ExplorerCatalogue,
  type ExplorerFinding,
  type ExplorerScanner,
  type RuleNode,
} from '@site/src/components/CascadeExplorer/model';
import {
  chainOf,
  hostOrIP,
  looksEscaped,
  renderFollowUp,
  type ScanLike,
} from '@site/src/components/CascadeExplorer/render';
import {isInScope, type ScopeLimiter} from '@site/src/components/CascadeExplorer/scope';
import {
  conditionMatches,
  matchingCondition,
  parseSelectorTerms,
  selectorMatches,
  selectorString,
} from '@site/src/components/CascadeExplorer/select';
import {readUrl, writeUrl} from '@site/src/components/CascadeExplorer/url';
import type {CascadingRule} from '@site/src/data/integrations/types';

const catalogue = explorerCatalogue({scanners, hooks});

function scannerOf(slug: string): ExplorerScanner {
  const scanner = catalogue.scanners.find((entry) => entry.slug === slug);
  if (!scanner) throw new Error(`no scanner ${slug}`);
  return scanner;
}

function ruleOf(name: string): CascadingRule {
  const rule = scanners.flatMap((scanner) => scanner.cascadingRules).find((entry) => entry.metadata.name === name);
  if (!rule) throw new Error(`no rule ${name}`);
  return rule;
}

/** The parent scan of the hook's tests. */
function hookTestParent(): ScanLike {
  return {
    apiVersion: 'execution.securecodebox.io/v1',
    kind: 'Scan',
    metadata: {name: 'nmap-foobar.com', annotations: {}},
    spec: {scanType: 'nmap', parameters: ['foobar.com'], cascades: {}},
  };
}

/** The `tls-scans` rule of the hook's tests. */
const tlsScans = {
  metadata: {name: 'tls-scans'},
  spec: {
    matches: {
      anyOf: [
        {category: 'Open Port', attributes: {port: 443, service: 'https'}},
        {category: 'Open Port', attributes: {service: 'https'}},
      ],
    },
    scanSpec: {scanType: 'sslyze', parameters: ['--regular', '{{$.hostOrIP}}:{{attributes.port}}']},
  },
};

const port443 = {
  name: 'Port 443 is open',
  category: 'Open Port',
  attributes: {state: 'open', hostname: 'foobar.com', port: 443, service: 'https'},
};

/** Names of the rules of a tree that start scans, depth first, with their level. */
function started(nodes: readonly RuleNode[]): string[] {
  return nodes.flatMap((node) =>
    node.status === 'start' ? [`${node.level}:${node.rule.metadata.name}`, ...started(node.children)] : [],
  );
}

describe('label selectors (kubernetes-label-selector.ts)', () => {
  it('writes the selector string as the hook sends it to the API server', () => {
    expect(selectorString({})).toBe('');
    expect(selectorString({matchLabels: {'securecodebox.io/intensive': 'light'}})).toBe(
      'securecodebox.io/intensive=light',
    );
    expect(
      selectorString({
        matchLabels: {'securecodebox.io/intensive': 'light', 'securecodebox.io/invasive': 'non-invasive'},
      }),
    ).toBe('securecodebox.io/intensive=light,securecodebox.io/invasive=non-invasive');
    expect(
      selectorString({
        matchExpressions: [
          {key: 'securecodebox.io/intensive', operator: 'In', values: ['light', 'medium']},
          {key: 'securecodebox.io/invasive', operator: 'NotIn', values: ['invasive']},
        ],
      }),
    ).toBe('securecodebox.io/intensive in (light,medium),securecodebox.io/invasive notin (invasive)');
    expect(
      selectorString({
        matchExpressions: [
          {key: 'securecodebox.io/intensive', operator: 'Exists', values: []},
          {key: 'securecodebox.io/invasive', operator: 'DoesNotExist', values: []},
        ],
      }),
    ).toBe('securecodebox.io/intensive,!securecodebox.io/invasive');
    expect(
      selectorString({
        matchLabels: {'securecodebox.io/invasive': 'non-invasive'},
        matchExpressions: [{key: 'securecodebox.io/intensive', operator: 'In', values: ['light', 'medium']}],
      }),
    ).toBe('securecodebox.io/invasive=non-invasive,securecodebox.io/intensive in (light,medium)');
  });

  it('selects by the API server’s rules: In needs the label, NotIn and DoesNotExist accept its absence', () => {
    const labels = ruleOf('ncrack-ssh').metadata.labels;
    expect(selectorMatches({}, labels)).toBe(true);
    expect(selectorMatches({matchLabels: {'securecodebox.io/invasive': 'invasive'}}, labels)).toBe(true);
    expect(selectorMatches({matchLabels: {'securecodebox.io/invasive': 'non-invasive'}}, labels)).toBe(false);
    const type = (operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist', values: string[] = []) => ({
      matchExpressions: [{key: 'securecodebox.io/type', operator, values}],
    });
    expect(selectorMatches(type('In', ['bruteforce']), labels)).toBe(true);
    expect(selectorMatches(type('NotIn', ['bruteforce']), labels)).toBe(false);
    expect(selectorMatches(type('Exists'), labels)).toBe(true);
    expect(selectorMatches(type('DoesNotExist'), labels)).toBe(false);
    const plain = ruleOf('ssh-audit').metadata.labels;
    expect(selectorMatches(type('In', ['bruteforce']), plain)).toBe(false);
    expect(selectorMatches(type('NotIn', ['bruteforce']), plain)).toBe(true);
    expect(selectorMatches(type('Exists'), plain)).toBe(false);
    expect(selectorMatches(type('DoesNotExist'), plain)).toBe(true);
  });

  it('parses further requirements in label-selector syntax and names the first bad term', () => {
    expect(parseSelectorTerms('  ')).toEqual({ok: true, selector: {}});
    expect(parseSelectorTerms('securecodebox.io/type notin (bruteforce), team==red, !legacy, x!=y, owner')).toEqual({
      ok: true,
      selector: {
        matchLabels: {team: 'red'},
        matchExpressions: [
          {key: 'securecodebox.io/type', operator: 'NotIn', values: ['bruteforce']},
          {key: 'legacy', operator: 'DoesNotExist', values: []},
          {key: 'x', operator: 'NotIn', values: ['y']},
          {key: 'owner', operator: 'Exists', values: []},
        ],
      },
    });
    for (const bad of ['a in ()', 'a in (b', 'a,,b', '=b', 'a=b c', '-a', 'a=b'.repeat(200), 'x=<script>']) {
      const result = parseSelectorTerms(bad);
      expect(result.ok, bad).toBe(false);
    }
  });

  it('refuses a further requirement that repeats a standard label chosen above', () => {
    expect(
      cascadesOf({invasive: 'non-invasive', intensive: 'any', terms: 'securecodebox.io/invasive=invasive'}),
    ).toEqual({
      ok: false,
      message: expect.stringContaining('securecodebox.io/invasive') as string,
    });
    expect(cascadesOf({invasive: 'any', intensive: 'any', terms: ''})).toEqual({ok: true, selector: {}});
  });
});

describe('finding matches (hook.ts: isMatch, isMatchWith with matcher)', () => {
  it('matches an open HTTPS port on either anyOf entry, partially', () => {
    expect(matchingCondition(port443, tlsScans.spec.matches.anyOf)).toBe(0);
    const onlyService = {...port443, attributes: {...port443.attributes, port: 8443}};
    expect(matchingCondition(onlyService, tlsScans.spec.matches.anyOf)).toBe(1);
    const closed = {...port443, attributes: {...port443.attributes, service: 'http'}};
    expect(matchingCondition(closed, tlsScans.spec.matches.anyOf)).toBe(-1);
  });

  it('allows * wildcards in string values, case-sensitively', () => {
    const condition = {category: 'Open Port', attributes: {port: 8443, service: 'https*'}};
    const finding = {
      name: 'Port 8443 is open',
      category: 'Open Port',
      attributes: {state: 'open', hostname: 'foobar.com', port: 8443, service: 'https-alt'},
    };
    expect(conditionMatches(finding, condition)).toBe(true);
    expect(conditionMatches({...finding, attributes: {...finding.attributes, service: 'HTTPS-alt'}}, condition)).toBe(
      false,
    );
    // Wildcards are for strings only: a number still has to be equal.
    expect(conditionMatches({...finding, attributes: {...finding.attributes, port: 443}}, condition)).toBe(false);
  });

  it('matches the catalogue rules on the catalogue’s sample findings', () => {
    const [openSsh] = scannerOf('nmap').findings;
    expect(openSsh.name).toBe('Open Port: 22 (ssh)');
    expect(matchingCondition(openSsh, ruleOf('ssh-audit').spec.matches.anyOf)).toBe(0);
    expect(matchingCondition(openSsh, ruleOf('ncrack-ssh').spec.matches.anyOf)).toBe(0);
    expect(matchingCondition(openSsh, ruleOf('nmap-smb').spec.matches.anyOf)).toBe(-1);
    const subdomain = scannerOf('subfinder').findings[0];
    expect(matchingCondition(subdomain, ruleOf('nmap-hostscan').spec.matches.anyOf)).toBe(0);
  });
});

describe('templates (hook.ts: templateCascadingRule, generateCascadingScanName)', () => {
  it('renders $.hostOrIP and attributes and names the scan after the follow-up ScanType', () => {
    const scan = renderFollowUp(hookTestParent(), port443, tlsScans);
    expect(scan).toEqual({
      scanType: 'sslyze',
      parameters: ['--regular', 'foobar.com:443'],
      generateName: 'sslyze-foobar.com-tls-scans-',
      chain: ['tls-scans'],
    });
  });

  it('keeps a parent name that does not start with its ScanType', () => {
    const parent = {...hookTestParent(), metadata: {name: 'foobar.com', annotations: {}}};
    const finding = {...port443, attributes: {...port443.attributes, hostname: undefined, ip_address: '10.42.42.42'}};
    const scan = renderFollowUp(parent, finding, tlsScans);
    expect(scan.generateName).toBe('foobar.com-tls-scans-');
    // No hostname and no ip_addresses list: the helper is empty.
    expect(scan.parameters).toEqual(['--regular', ':443']);
  });

  it('takes the first IP address in text order when there is no hostname', () => {
    expect(hostOrIP({attributes: {ip_addresses: ['10.0.0.9', '10.0.0.10']}})).toBe('10.0.0.10');
    expect(hostOrIP({attributes: {hostname: 'a.example', ip_addresses: ['10.0.0.1']}})).toBe('a.example');
    expect(hostOrIP({attributes: {ip_addresses: []}})).toBe('');
    expect(hostOrIP({})).toBe('');
  });

  it('escapes HTML in {{…}} and leaves {{{…}}} as it is', () => {
    const url = 'https://github.com/secureCodeBox/secureCodeBox';
    const finding = {...port443, attributes: {...port443.attributes, hostname: url}};
    const rule = {
      metadata: {name: 'tls-scans'},
      spec: {
        scanSpec: {
          scanType: 'sslyze',
          parameters: ['--regular', '{{{attributes.hostname}}}', '{{attributes.hostname}}'],
        },
      },
    };
    const scan = renderFollowUp(hookTestParent(), finding, rule);
    expect(scan.parameters[1]).toBe(url);
    expect(scan.parameters[2]).toBe('https:&#x2F;&#x2F;github.com&#x2F;secureCodeBox&#x2F;secureCodeBox');
    expect(looksEscaped(scan.parameters[2])).toBe(true);
    expect(looksEscaped(scan.parameters[1])).toBe(false);
  });

  it('renders the catalogue rules on their sample findings', () => {
    const [openSsh] = scannerOf('nmap').findings;
    const parent = {...hookTestParent(), metadata: {name: 'nmap-scanme.nmap.org', annotations: {}}};
    expect(renderFollowUp(parent, openSsh, ruleOf('ncrack-ssh')).parameters).toEqual([
      '-v',
      '-d10',
      '-U',
      '/ncrack/users.txt',
      '-P',
      '/ncrack/passwords.txt',
      '-p',
      'ssh:22',
      'scanme.nmap.org',
    ]);
    expect(renderFollowUp(parent, openSsh, ruleOf('ssh-audit')).generateName).toBe(
      'ssh-audit-scanme.nmap.org-ssh-audit-',
    );
  });

  it('appends the rule to the chain of the parent scan', () => {
    const parent = hookTestParent();
    parent.metadata.annotations = {'cascading.securecodebox.io/chain': 'tls-scans'};
    const second = {...tlsScans, metadata: {name: 'tls-scans-second'}};
    expect(renderFollowUp(parent, port443, second).chain).toEqual(['tls-scans', 'tls-scans-second']);
    expect(chainOf(parent)).toEqual(['tls-scans']);
    expect(chainOf(hookTestParent())).toEqual([]);
  });
});

describe('scope limiter (scope-limiter.ts)', () => {
  const limiter = (allOf: ScopeLimiter['allOf'], validOnMissingRender = false): ScopeLimiter => ({
    validOnMissingRender,
    allOf,
    anyOf: [],
    noneOf: [],
  });
  const finding = {attributes: {hostname: 'example.com'}};
  const key = 'scope.cascading.securecodebox.io/domains';

  it('passes everything without a scope limiter', () => {
    expect(isInScope(undefined, {}, finding)).toBe(true);
  });

  it('throws like the hook on a foreign key and on a missing annotation', () => {
    expect(() =>
      isInScope(
        limiter([{key: 'engagement.scope/domains', operator: 'Contains', values: ['{{attributes.hostname}}']}]),
        {},
        finding,
      ),
    ).toThrow("key 'engagement.scope/domains' is invalid: key does not start with 'scope.cascading.securecodebox.io/'");
    expect(() =>
      isInScope(
        limiter([
          {key: 'scope.cascading.securecodebox.io/domain', operator: 'In', values: ['{{attributes.hostname}}']},
        ]),
        {},
        {attributes: {hostname: 'notexample.com'}},
      ),
    ).toThrow("using operator 'In': the referenced annotation may not be undefined");
  });

  it('renders values, aliases and validOnMissingRender', () => {
    const annotations = {[key]: 'example.com,subdomain.example.com'};
    expect(
      isInScope(limiter([{key, operator: 'Contains', values: ['{{attributes.hostname}}']}]), annotations, finding),
    ).toBe(true);
    const alias = limiter([{key, operator: 'Contains', values: ['{{$.hostname}}']}]);
    expect(isInScope(alias, annotations, {})).toBe(false);
    expect(isInScope({...alias, validOnMissingRender: true}, annotations, {})).toBe(true);
    expect(isInScope(alias, annotations, finding, {hostname: '{{attributes.hostname}}'})).toBe(true);
    const list = limiter([{key, operator: 'Contains', values: ['{{{$.hostname}}}']}]);
    expect(
      isInScope(
        list,
        annotations,
        {attributes: {hostname: ['notexample.com', 'example.com']}},
        {
          hostname: '{{#asList}}attributes.hostname{{/asList}}',
        },
      ),
    ).toBe(false);
  });

  it('supports the list helpers asList, split and getValues', () => {
    const domain = {'scope.cascading.securecodebox.io/domain': 'example.com'};
    const sub = (values: string[]) =>
      limiter([{key: 'scope.cascading.securecodebox.io/domain', operator: 'SubdomainOf', values}]);
    expect(
      isInScope(sub(['{{#asList}}attributes.domains{{/asList}}']), domain, {
        attributes: {domains: ['example.com', 'subdomain.example.com']},
      }),
    ).toBe(true);
    expect(() =>
      isInScope(
        limiter([
          {
            key: 'scope.cascading.securecodebox.io/CIDR',
            operator: 'InCIDR',
            values: ['{{#asList}}attributes{{/asList}}'],
          },
        ]),
        {'scope.cascading.securecodebox.io/CIDR': '127.0.0.0/8'},
        {},
      ),
    ).toThrow("Invalid list key 'attributes'. List key must be at least 2 levels deep. E.g. 'attributes.addresses'");
    expect(isInScope(sub(['{{#split}}subdomain.example.com,www.example.com{{/split}}']), domain, {})).toBe(true);
    expect(isInScope(sub(['{{#split}}example.com,some.otherdomain.com{{/split}}']), domain, {})).toBe(false);
    expect(
      isInScope(sub(['{{#split}}{{attributes.hostnames}}{{/split}}']), domain, {
        attributes: {hostnames: ['subdomain.example.com', 'www.example.com']},
      }),
    ).toBe(true);
    const cidr = {'scope.cascading.securecodebox.io/CIDR': '127.0.0.0/8'};
    const ips = limiter([
      {
        key: 'scope.cascading.securecodebox.io/CIDR',
        operator: 'InCIDR',
        values: ['{{#getValues}}attributes.addresses.ip{{/getValues}}'],
      },
    ]);
    const addresses = [{ip: '127.0.0.1'}, {ip: 'fe80::4eb3:e128:53cc:5722'}];
    expect(isInScope(ips, cidr, {attributes: {addresses}})).toBe(true);
    expect(isInScope(ips, cidr, {attributes: {addresses: [...addresses, {other_key: 'test'}]}})).toBe(false);
    expect(isInScope(ips, cidr, {})).toBe(false);
  });

  it('decides In, Contains, InCIDR and SubdomainOf as the hook does', () => {
    const one = (operator: (typeof SCOPE_OPERATORS)[number], annotation: string, values: string[]) =>
      isInScope(
        limiter([{key: 'scope.cascading.securecodebox.io/x', operator, values}]),
        {
          'scope.cascading.securecodebox.io/x': annotation,
        },
        {},
      );
    expect(one('In', 'example.com', ['example.com', 'sub.example.com'])).toBe(true);
    expect(one('NotIn', 'example.com', ['other.com'])).toBe(true);
    expect(one('Contains', 'example.com,sub.example.com', ['example.com', 'other.com'])).toBe(false);
    expect(one('InCIDR', '10.0.0.0/16', ['10.0.1.0'])).toBe(true);
    expect(one('InCIDR', '10.0.0.0/32', ['10.0.1.0'])).toBe(false);
    expect(one('InCIDR', '2001:0:ce49:7601:e866:efff:62c3:fffe/16', ['2001:0:ce49:7601:e866:efff:62c3:ffff'])).toBe(
      true,
    );
    // An IPv4 address against an IPv6 scope cannot be compared and counts as in scope.
    expect(one('InCIDR', '2001:0:ce49:7601:e866:efff:62c3:fffe/16', ['10.0.1.0'])).toBe(true);
    expect(one('NotInCIDR', '10.0.0.0/16', ['10.0.1.0'])).toBe(false);
    expect(() => one('InCIDR', '10.0.0.0/16', ['2001:0:ce49:7601:e866:efff:62c3'])).toThrow(
      'Incorrect number of groups found',
    );
    expect(() => one('InCIDR', '2001:0:ce49:7601:e866:efff:62c3:fffe/16', ['10.0.0.257'])).toThrow(
      'Bad characters detected in address: ..',
    );
    // Every value must be in its own family's scope; IPv6 addresses in a finding are no error with an IPv4 scope.
    expect(one('InCIDR', '127.0.0.0/8', ['127.0.0.5', '2001:0:ce49:7601:e866:efff:62c3:fefe'])).toBe(true);
    expect(one('InCIDR', '127.0.0.0/8', ['192.168.178.42', '2001:0:ce49:7601:e866:efff:62c3:fefe'])).toBe(false);
    expect(() => one('SubdomainOf', 'I am not a domain', ['subdomain.example.com'])).toThrow(
      'I am not a domain is an invalid domain name',
    );
    expect(() => one('SubdomainOf', 'example.com', ['I am not a domain'])).toThrow(
      'I am not a domain is an invalid domain name',
    );
    expect(one('SubdomainOf', 'some.subdomain.of.example.com', ['example.com'])).toBe(false);
    expect(one('SubdomainOf', 'example.com', ['subdomain.example.com'])).toBe(true);
    expect(one('SubdomainOf', 'example.com', ['notexample.com'])).toBe(false);
    expect(one('SubdomainOf', 'example.com', ['example.com'])).toBe(true);
    expect(one('NotSubdomainOf', 'example.com', ['notexample.com'])).toBe(true);
  });

  it('has the operators of the hook and the scan builder', () => {
    expect([...SCOPE_OPERATORS]).toEqual([...BUILDER_SCOPE_OPERATORS]);
  });
});

describe('the explorer’s tree', () => {
  /** A two-scanner catalogue to drive chain and scope cases. */
  function tiny(rules: CascadingRule[], findings: ExplorerFinding[]): {cat: ExplorerCatalogue; start: ExplorerScanner} {
    const start: ExplorerScanner = {
      slug: 'nmap',
      name: 'Nmap',
      chart: 'nmap',
      installCommand: 'helm upgrade --install nmap oci://ghcr.io/securecodebox/helm/nmap',
      scanTypes: ['nmap'],
      rules,
      findings,
      start: {name: 'nmap-foobar.com', scanType: 'nmap', parameters: ['foobar.com']},
    };
    return {cat: {scanners: [start], hookInstallCommand: 'helm upgrade --install cascading-scans x'}, start};
  }
  const rule = (name: string, scanType = 'nmap'): CascadingRule => ({
    apiVersion: 'cascading.securecodebox.io/v1',
    kind: 'CascadingRule',
    metadata: {name, labels: {'securecodebox.io/invasive': 'non-invasive', 'securecodebox.io/intensive': 'light'}},
    spec: {
      matches: {anyOf: [{category: 'Open Port', attributes: {service: 'https'}}]},
      scanSpec: {scanType, parameters: ['{{$.hostOrIP}}:{{attributes.port}}']},
    },
  });
  const finding: ExplorerFinding = {...port443, severity: 'INFORMATIONAL', example: 'test'};

  it('does not start a rule again from a scan it started (the chain)', () => {
    const {cat, start} = tiny([rule('again')], [finding]);
    const result = explore(cat, start, start.findings, {}, null);
    const [node] = result.roots;
    expect(node.status).toBe('start');
    expect(node.children.map((child) => [child.rule.metadata.name, child.status])).toEqual([['again', 'chain']]);
    expect(result.perLevel).toEqual([1, 0, 0]);
  });

  it('lets two rules take turns until both are in the chain', () => {
    const {cat, start} = tiny([rule('first'), rule('second')], [finding]);
    const result = explore(cat, start, start.findings, {}, null);
    expect(started(result.roots)).toEqual(['1:first', '2:second', '1:second', '2:first']);
    expect(result.perLevel).toEqual([2, 2, 0]);
  });

  it('keeps out-of-scope findings out and reports a scope limiter the hook cannot evaluate', () => {
    const {cat, start} = tiny(
      [rule('tls-scans')],
      [finding, {...finding, name: 'Port 8080', attributes: {...finding.attributes, port: 8080}}],
    );
    const scope = {
      key: 'ports',
      value: '80,443',
      list: 'allOf' as const,
      operator: 'Contains' as const,
      values: ['{{attributes.port}}'],
      validOnMissingRender: false,
    };
    const check = (annotations: Readonly<Record<string, string>>, candidate: object) =>
      isInScope(
        {allOf: [{key: 'scope.cascading.securecodebox.io/ports', operator: 'Contains', values: scope.values}]},
        annotations,
        candidate,
      );
    const result = explore(cat, start, start.findings, {}, scope, check);
    const [node] = result.roots;
    expect(node.scans.map((scan) => scan.scan.parameters)).toEqual([['foobar.com:443']]);
    expect(node.outOfScope.map((entry) => entry.name)).toEqual(['Port 8080']);
    const broken = explore(cat, start, start.findings, {}, {...scope, key: 'missing'}, (annotations, candidate) =>
      isInScope(
        {allOf: [{key: 'scope.cascading.securecodebox.io/nothere', operator: 'Contains', values: ['x']}]},
        annotations,
        candidate,
      ),
    );
    expect(broken.roots).toEqual([]);
    expect(broken.error).toContain('the referenced annotation may not be undefined');
  });

  it('starts from Nmap’s sample findings as the hook would, under three selectors', () => {
    const nmap = scannerOf('nmap');
    const trees = (
      [
        ['any', 'any'],
        ['non-invasive', 'any'],
        ['non-invasive', 'light'],
      ] as const
    ).map(([invasive, intensive]) => {
      const cascades = cascadesOf({invasive, intensive, terms: ''});
      if (!cascades.ok) throw new Error(cascades.message);
      const result = explore(catalogue, nmap, nmap.findings, cascades.selector, null);
      return {
        selected: result.selected.length,
        started: started(result.roots),
        perLevel: result.perLevel,
        total: totalScans(result),
        charts: result.charts,
        risky: result.risky.invasive,
      };
    });
    expect(trees).toEqual([
      {
        selected: 29,
        started: ['1:ncrack-ssh', '1:ssh-audit'],
        perLevel: [2, 0, 0],
        total: 2,
        charts: ['ncrack', 'ssh-audit'],
        risky: ['ncrack-ssh'],
      },
      {selected: 20, started: ['1:ssh-audit'], perLevel: [1, 0, 0], total: 1, charts: ['ssh-audit'], risky: []},
      {selected: 16, started: ['1:ssh-audit'], perLevel: [1, 0, 0], total: 1, charts: ['ssh-audit'], risky: []},
    ]);
    // The selector counts follow the catalogue's labels.
    const all = scanners.flatMap((scanner) => scanner.cascadingRules);
    expect(all.length).toBe(29);
    expect(selectRules(catalogue, {}).map(({rule}) => rule.metadata.name)).toEqual(
      all.map((entry) => entry.metadata.name).sort(),
    );
  });

  it('follows Subfinder’s subdomains into Nmap port scans and their follow-ups', () => {
    const subfinder = scannerOf('subfinder');
    const result = explore(catalogue, subfinder, subfinder.findings, defaultSelector(), null);
    expect(started(result.roots)).toEqual(['1:nmap-hostscan', '2:ssh-audit', '1:whatweb-subdomain-scan']);
    expect(result.perLevel).toEqual([12, 6, 0]);
    const [hostscan] = result.roots;
    expect(hostscan.scans[0].scan.parameters).toEqual(['-Pn', 'www.securecodebox.io']);
  });
});

function defaultSelector() {
  const cascades = cascadesOf(defaultState());
  if (!cascades.ok) throw new Error(cascades.message);
  return cascades.selector;
}

describe('catalogue slice, URL and builder link', () => {
  it('trims long attribute values only', () => {
    for (const scanner of catalogue.scanners)
      for (const finding of scanner.findings)
        for (const value of Object.values(finding.attributes))
          expect((JSON.stringify(value) ?? '').length).toBeLessThanOrEqual(MAX_ATTRIBUTE_JSON);
    expect(scannerOf('nmap').findings[0].attributes.service).toBe('ssh');
  });

  it('round-trips a state through the URL and leaves defaults out', () => {
    expect(writeUrl(defaultState())).toBe('');
    const state = {
      ...defaultState(),
      scanner: 'subfinder',
      finding: 2,
      invasive: 'any' as const,
      terms: 'securecodebox.io/type notin (bruteforce)',
      scope: {
        key: 'domain',
        value: 'example.com',
        list: 'anyOf' as const,
        operator: 'SubdomainOf' as const,
        values: ['{{attributes.hostname}}', '{{location}}'],
        validOnMissingRender: true,
      },
    };
    const search = writeUrl(state);
    expect(readUrl(catalogue, search)).toEqual({state, messages: []});
  });

  it('falls back per parameter with a message on bad values and ignores unknown parameters', () => {
    const read = readUrl(
      catalogue,
      '?scanner=<img>&invasive=maybe&intensive=light&finding=99&selector=a%20in%20()&scopeOperator=Near&utm=1',
    );
    expect(read.state).toEqual(defaultState());
    expect(read.messages).toHaveLength(5);
    expect(read.messages[0]).toContain('"<img>"');
    expect(readUrl(catalogue, '?utm=1&scanner=nmap')).toEqual({state: defaultState(), messages: []});
  });

  it('links to the scan builder with its own encoding of the selection', () => {
    const state = {
      ...defaultState(),
      intensive: 'any' as const,
      scope: {
        key: 'domain',
        value: 'example.com',
        list: 'allOf' as const,
        operator: 'SubdomainOf' as const,
        values: ['{{attributes.hostname}}'],
        validOnMissingRender: false,
      },
    };
    const href = builderLink(state, builderStates(scanners));
    expect(href.startsWith('/docs/how-tos/scan-builder?scan=1.')).toBe(true);
    const decoded = decodeUrl(
      slimCatalogue({scanners, hooks, demoTargets: DEMO_TARGET_CHARTS}),
      href.slice(href.indexOf('?')),
    );
    if (decoded.kind !== 'state') throw new Error(JSON.stringify(decoded));
    expect(decoded.state.scanner).toBe('nmap');
    expect(decoded.state.cascade).toMatchObject({enabled: true, invasive: 'non-invasive', intensive: ''});
    expect(decoded.state.cascade.scope).toMatchObject({
      enabled: true,
      key: 'domain',
      value: 'example.com',
      operator: 'SubdomainOf',
    });
  });
});
