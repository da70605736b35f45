import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';

describe('configuration', () => {
  it('runs on embedded defaults with no configuration at all', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATA_DIR).toBe('./data');
    expect(config.builtInIdentityProvider).toBe(true);
    expect(config.builtInChain).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('links Uniq cards to the Ultra marketplace unless another one is configured', () => {
    expect(loadConfig({}).MARKETPLACE_URL).toBe('https://uniq.ultra.io');
    expect(loadConfig({ MARKETPLACE_URL: 'https://market.example.com/' }).MARKETPLACE_URL).toBe(
      'https://market.example.com',
    );
    expect(() => loadConfig({ MARKETPLACE_URL: 'not a url' })).toThrow(ConfigError);
  });

  it('reports every bad or missing key in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', OIDC_ISSUER: 'https://id.example.com' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const key of ['PORT', 'LOG_LEVEL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']) expect(problems).toContain(key);
  });

  it('switches to external engines by configuration only', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/arena',
      OIDC_ISSUER: 'https://id.example.com/realms/arena',
      OIDC_CLIENT_ID: 'arena',
      OIDC_CLIENT_SECRET: 's3cret',
      CHAIN_RPC_URL: 'https://node.example.com',
      PUBLIC_URL: 'https://arena.example.com/',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com',
    });
    expect(config.builtInIdentityProvider).toBe(false);
    expect(config.builtInChain).toBe(false);
    expect(config.PUBLIC_URL).toBe('https://arena.example.com');
    expect(config.corsOrigins).toEqual(['https://a.example.com', 'https://b.example.com']);
  });
});
