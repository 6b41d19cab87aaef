import { PortalConfigSchema, type PortalConfig, type ServiceName } from '@portal/contracts';

let current: PortalConfig | undefined;

/** Reads `portal.config.json` from the page's origin (never cached: a changed file is seen at the next load). */
export async function loadPortalConfig(url = 'portal.config.json'): Promise<PortalConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`portal.config.json: HTTP ${response.status}`);
  const config = PortalConfigSchema.parse(await response.json());
  setPortalConfig(config);
  return config;
}

export function setPortalConfig(config: PortalConfig): void {
  current = config;
}

export function portalConfig(): PortalConfig {
  if (!current) throw new Error('portal.config.json has not been loaded');
  return current;
}

/** The base URL of a service's API, without a trailing slash. */
export function serviceUrl(service: ServiceName): string {
  return portalConfig().services[service].replace(/\/+$/, '');
}
