import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics, served at `/metrics` in Prometheus' text format: one registry per process
 * (like prom-client's default one), fed by the HTTP middleware, the backbone (outbox, pool) and the
 * consumers (lag). Names follow Prometheus' conventions; `service` is a label of every series.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer HTTP requests, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Sets the `service` label of every series of the process (once, at start). */
export function labelMetricsWithService(service: string): void {
  metricsRegistry.setDefaultLabels({ service });
}

/** A gauge whose value is read when Prometheus scrapes (a query, a client's counters). */
export function scrapedGauge<L extends string>(options: {
  name: string;
  help: string;
  labelNames?: readonly L[];
  read: (gauge: Gauge<L>) => Promise<void>;
}): Gauge<L> {
  const existing = metricsRegistry.getSingleMetric(options.name);
  if (existing) metricsRegistry.removeSingleMetric(options.name);
  return new Gauge<L>({
    name: options.name,
    help: options.help,
    labelNames: options.labelNames ?? [],
    registers: [metricsRegistry],
    async collect() {
      await options.read(this).catch(() => {
        // The source is away (the database restarting): the gauge keeps its last value.
      });
    },
  });
}
