import { Counter, collectDefaultMetrics, Gauge, Histogram, type Metric, Registry } from 'prom-client'

export interface Metrics {
  registry: Registry
  counter<L extends string = string>(name: string, help: string, labelNames?: readonly L[]): Counter<L>
  histogram<L extends string = string>(
    name: string,
    help: string,
    labelNames?: readonly L[],
    buckets?: number[],
  ): Histogram<L>
  gauge<L extends string = string>(name: string, help: string, labelNames?: readonly L[]): Gauge<L>
}

export interface MetricsOptions {
  prefix?: string
  // default Node process metrics (heap, event loop lag, ...); on unless turned off
  collectDefaults?: boolean
}

type MetricClass = typeof Counter | typeof Gauge | typeof Histogram

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const prefix = options.prefix ?? 'showroom_'
  const registry = new Registry()
  if (options.collectDefaults !== false) collectDefaultMetrics({ register: registry, prefix })

  // asking twice for one name returns the first metric, so modules can declare what they use
  function existing<M extends Metric>(fullName: string, kind: MetricClass): M | undefined {
    const found = registry.getSingleMetric(fullName)
    if (found === undefined) return undefined
    if (!(found instanceof kind)) {
      throw new Error(`metric ${fullName} is already registered as a different kind of metric`)
    }
    return found as unknown as M
  }

  return {
    registry,
    counter(name, help, labelNames = []) {
      const fullName = prefix + name
      return (
        existing(fullName, Counter) ??
        new Counter({ name: fullName, help, labelNames: [...labelNames], registers: [registry] })
      )
    },
    histogram(name, help, labelNames = [], buckets) {
      const fullName = prefix + name
      return (
        existing(fullName, Histogram) ??
        new Histogram({
          name: fullName,
          help,
          labelNames: [...labelNames],
          registers: [registry],
          ...(buckets ? { buckets } : {}),
        })
      )
    },
    gauge(name, help, labelNames = []) {
      const fullName = prefix + name
      return (
        existing(fullName, Gauge) ??
        new Gauge({ name: fullName, help, labelNames: [...labelNames], registers: [registry] })
      )
    },
  }
}
