import { describe, expect, it } from 'vitest';
import { BaseEnvSchema, httpOptionsFromEnv } from './env.js';

const base = { DATABASE_URL: 'postgres://portal_identity@127.0.0.1:5432/portal_identity' };

describe('the base environment of a service', () => {
  it('reads CORS_ORIGINS as a comma-separated list of origins, spaces and trailing slashes forgiven', () => {
    const env = BaseEnvSchema.parse({
      ...base,
      CORS_ORIGINS: 'http://localhost:8080, http://localhost:8201/ ,,https://portail.example.fr',
    });
    expect(env.CORS_ORIGINS).toEqual(['http://localhost:8080', 'http://localhost:8201', 'https://portail.example.fr']);
    expect(httpOptionsFromEnv(env)).toEqual({
      corsOrigins: ['http://localhost:8080', 'http://localhost:8201', 'https://portail.example.fr'],
    });
  });

  it('reads DATABASE_POOL_MAX as the pool size, 10 when unset, a bad one refused', () => {
    expect(BaseEnvSchema.parse(base).DATABASE_POOL_MAX).toBe(10);
    expect(BaseEnvSchema.parse({ ...base, DATABASE_POOL_MAX: '20' }).DATABASE_POOL_MAX).toBe(20);
    expect(BaseEnvSchema.safeParse({ ...base, DATABASE_POOL_MAX: '0' }).success).toBe(false);
  });

  it('reads TRUSTED_PROXIES as IPs and CIDRs, none when unset, anything else refused', () => {
    expect(BaseEnvSchema.parse(base).TRUSTED_PROXIES).toEqual([]);
    const env = BaseEnvSchema.parse({ ...base, TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.10,fd00::/8' });
    expect(env.TRUSTED_PROXIES).toEqual(['10.0.0.0/8', '192.0.2.10', 'fd00::/8']);
    expect(httpOptionsFromEnv(env)).toEqual({ trustedProxies: ['10.0.0.0/8', '192.0.2.10', 'fd00::/8'] });
    for (const TRUSTED_PROXIES of ['*', '10.0.0.0/33', 'proxy.local', '10.0.0.1/8/1', '10.0.0.0/x']) {
      expect([TRUSTED_PROXIES, BaseEnvSchema.safeParse({ ...base, TRUSTED_PROXIES }).success]).toEqual([
        TRUSTED_PROXIES,
        false,
      ]);
    }
  });

  it('allows every origin when CORS_ORIGINS is unset or empty', () => {
    for (const CORS_ORIGINS of [undefined, '', ' , ']) {
      const env = BaseEnvSchema.parse({ ...base, CORS_ORIGINS });
      expect(env.CORS_ORIGINS).toBeUndefined();
      expect(httpOptionsFromEnv(env)).toEqual({});
    }
  });

  it('refuses an entry of CORS_ORIGINS that is not an http(s) origin, naming it', () => {
    const result = BaseEnvSchema.safeParse({ ...base, CORS_ORIGINS: 'http://localhost:8080,localhost:8201' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['CORS_ORIGINS'], message: 'not an http(s) origin: localhost:8201' }),
    ]);
  });

  it('turns maintenance on with a non-empty MAINTENANCE_MESSAGE only', () => {
    const on = BaseEnvSchema.parse({ ...base, MAINTENANCE_MESSAGE: '  Maintenance jusqu’à 14 h. ' });
    expect(httpOptionsFromEnv(on)).toEqual({ maintenanceMessage: 'Maintenance jusqu’à 14 h.' });
    for (const MAINTENANCE_MESSAGE of [undefined, '', '   ']) {
      expect(httpOptionsFromEnv(BaseEnvSchema.parse({ ...base, MAINTENANCE_MESSAGE }))).toEqual({});
    }
  });
});
