import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../../lighthouserc.cjs') as {
  ci: {collect: {settings: {throttling: {cpuSlowdownMultiplier: number}}}};
  cpuSlowdown: (value: string | undefined) => number;
};

describe('lighthouserc.cjs CPU slowdown (LHCI_CPU_SLOWDOWN)', () => {
  it('hands the factor from the environment to Lighthouse', () => {
    expect(config.ci.collect.settings.throttling.cpuSlowdownMultiplier).toBe(
      config.cpuSlowdown(process.env.LHCI_CPU_SLOWDOWN),
    );
  });

  it("uses Lighthouse's default 4× when the variable is unset or blank", () => {
    expect(config.cpuSlowdown(undefined)).toBe(4);
    expect(config.cpuSlowdown('  ')).toBe(4);
  });

  it('accepts a calibrated factor from 1 to 20', () => {
    expect(config.cpuSlowdown('8.9')).toBe(8.9);
    expect(config.cpuSlowdown('1')).toBe(1);
    expect(config.cpuSlowdown(' 20 ')).toBe(20);
  });

  it.each(['fast', '0', '0.5', '21', 'Infinity', '4x'])('rejects %j with a message naming the variable', (value) => {
    expect(() => config.cpuSlowdown(value)).toThrow(`LHCI_CPU_SLOWDOWN must be a number from 1 to 20, got "${value}"`);
  });
});
