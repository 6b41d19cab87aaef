/** What the worker needs of `portal.config.json`: where the remotes are, and what the services' APIs are. */
export type WorkerConfig = {
  /** The remotes' origins: their manifests, entries and chunks are kept for offline use. */
  remoteOrigins: string[];
  /** The services' base URLs: nothing under them is ever cached. */
  serviceBases: string[];
};

function httpUrls(value: unknown): URL[] | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const urls: URL[] = [];
  for (const text of Object.values(value)) {
    if (typeof text !== 'string') return undefined;
    try {
      const url = new URL(text);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
      urls.push(url);
    } catch {
      return undefined;
    }
  }
  return urls;
}

/** Reads the runtime config; undefined when it is not one (the worker then caches only the shell's own files). */
export function workerConfigOf(json: unknown): WorkerConfig | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { remotes, services } = json as { remotes?: unknown; services?: unknown };
  const remoteUrls = httpUrls(remotes);
  const serviceUrls = httpUrls(services);
  if (!remoteUrls || !serviceUrls) return undefined;
  return {
    remoteOrigins: [...new Set(remoteUrls.map((url) => url.origin))],
    // 'https://api.example.fr/billing' covers '/billing/…' and '/billing?…', never '/billing-x'.
    serviceBases: serviceUrls.map((url) => `${url.origin}${url.pathname.replace(/\/+$/, '')}`),
  };
}

/** Whether the address is a service's (or under one): such a request is never cached nor answered by the worker. */
export function isServiceUrl(url: URL, config: WorkerConfig): boolean {
  const address = `${url.origin}${url.pathname}`;
  return config.serviceBases.some(
    (base) => address === base || address.startsWith(base.endsWith('/') ? base : `${base}/`),
  );
}
