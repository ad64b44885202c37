import {describe, expect, it} from 'vitest';

import * as platform from '../../src/data/platform-keys';
import {checkPlatformKeys} from '../../scripts/upstream-drift/platform-keys';
import type {UpstreamTree} from '../../scripts/upstream-drift/tree';

/** A tree of in-memory files. */
function memoryTree(files: Record<string, string>): UpstreamTree {
  return {
    label: 'memory',
    files: () => Object.keys(files).sort(),
    read: (path) => files[path] ?? null,
    exists: (path) => path in files,
  };
}

describe('check:upstream verifies the platform keys (src/data/platform-keys.ts)', () => {
  const [invasive] = platform.PLATFORM_KEYS;
  const operator = platform.PLATFORM_CHARTS.find((chart) => chart.name === 'operator');

  it('names a key its source file lacks, a source file upstream lacks and a chart value its values.yaml lacks', () => {
    if (!invasive || !operator) throw new Error('the platform keys lost their first key or the operator chart');
    const drifts = checkPlatformKeys(
      memoryTree({
        [invasive.source]: 'metadata:\n  labels:\n    securecodebox.io/intensive: light\n',
        [operator.source]: 'telemetryEnabled: true\n',
      }),
      platform,
    ).map((drift) => drift.message);
    expect(drifts).toContain(`label securecodebox.io/invasive: not in ${invasive.source}`);
    expect(drifts).not.toContain(`label securecodebox.io/intensive: not in ${invasive.source}`);
    expect(drifts).toContain('chart operator: value image.repository is not in operator/values.yaml');
    expect(drifts).not.toContain('chart operator: value telemetryEnabled is not in operator/values.yaml');
    expect(drifts).toContain('chart juice-shop: demo-targets/juice-shop/values.yaml does not exist upstream');
  });

  it('reads the items of a list for a value below `[]`', () => {
    const discovery = platform.PLATFORM_CHARTS.find((chart) => chart.name === 'auto-discovery-kubernetes');
    if (!discovery) throw new Error('no auto-discovery-kubernetes chart in the platform keys');
    const values = 'config:\n  serviceAutoDiscovery:\n    scanConfigs:\n      - name: a\n';
    const drifts = checkPlatformKeys(memoryTree({[discovery.source]: values}), platform).map((drift) => drift.message);
    expect(drifts).not.toContain(
      `chart auto-discovery-kubernetes: value config.serviceAutoDiscovery.scanConfigs[].name is not in ${discovery.source}`,
    );
    expect(drifts).toContain(
      `chart auto-discovery-kubernetes: value config.serviceAutoDiscovery.scanConfigs[].scanType is not in ${discovery.source}`,
    );
  });
});
