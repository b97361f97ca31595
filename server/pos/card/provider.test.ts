import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

describe('CARD_PROVIDER', () => {
  it('is the simulated provider by default', () => {
    expect(loadConfig({}).cardProvider).toBe('simulated');
    expect(loadConfig({ CARD_PROVIDER: 'simulated' }).cardProvider).toBe('simulated');
  });

  it('refuses to start with a provider that is not built in, saying why', () => {
    expect(() => loadConfig({ CARD_PROVIDER: 'stripe' })).toThrow(/CARD_PROVIDER "stripe" is not available.*"simulated"/);
  });
});
