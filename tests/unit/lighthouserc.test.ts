import {createRequire} from 'node:module';
import {afterEach, describe, expect, it, vi} from 'vitest';

const require = createRequire(import.meta.url);
const configPath = require.resolve('../../lighthouserc.cjs');

interface LighthouseConfig {
  ci: {collect: {url: string[]; staticDistDir?: string; settings: {throttling: {cpuSlowdownMultiplier: number}}}};
  cpuSlowdown: (value: string | undefined) => number;
}

/** Load lighthouserc.cjs afresh, as lhci does, with the given environment variables set. */
function loadConfig(env: Record<string, string>): LighthouseConfig {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- a fresh load reads the environment again
  delete require.cache[configPath];
  return require(configPath) as LighthouseConfig;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('lighthouserc.cjs', () => {
  it('hands LHCI_CPU_SLOWDOWN to Lighthouse, and its default 4× when the variable is blank', () => {
    expect(loadConfig({LHCI_CPU_SLOWDOWN: '8.9'}).ci.collect.settings.throttling.cpuSlowdownMultiplier).toBe(8.9);
    expect(loadConfig({LHCI_CPU_SLOWDOWN: ''}).ci.collect.settings.throttling.cpuSlowdownMultiplier).toBe(4);
  });

  it('measures the build by default and a running server named by LHCI_BASE_URL otherwise', () => {
    const local = loadConfig({LHCI_BASE_URL: ''}).ci.collect;
    expect(local.staticDistDir).toBe('./build');
    expect(local.url).toContain('http://localhost/docs/scanners/nmap');
    const remote = loadConfig({LHCI_BASE_URL: 'https://preview.example.org//'}).ci.collect;
    expect(remote.staticDistDir).toBeUndefined();
    expect(remote.url).toContain('https://preview.example.org/docs/scanners/nmap');
    expect(remote.url).toHaveLength(local.url.length);
  });
});

describe('lighthouserc.cjs CPU slowdown (LHCI_CPU_SLOWDOWN)', () => {
  const {cpuSlowdown} = loadConfig({});

  it("uses Lighthouse's default 4× when the variable is unset or blank", () => {
    expect(cpuSlowdown(undefined)).toBe(4);
    expect(cpuSlowdown('  ')).toBe(4);
  });

  it('accepts a calibrated factor from 1 to 20', () => {
    expect(cpuSlowdown('8.9')).toBe(8.9);
    expect(cpuSlowdown('1')).toBe(1);
    expect(cpuSlowdown(' 20 ')).toBe(20);
  });

  it.each(['fast', '0', '0.5', '21', 'Infinity', '4x'])('rejects %j with a message naming the variable', (value) => {
    expect(() => cpuSlowdown(value)).toThrow(`LHCI_CPU_SLOWDOWN must be a number from 1 to 20, got "${value}"`);
  });
});
