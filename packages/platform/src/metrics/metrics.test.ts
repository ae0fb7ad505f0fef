import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createMetrics } from './metrics.ts'

describe('the metrics registry', () => {
  test('prefixes metric names and renders them in the Prometheus text format', async () => {
    const metrics = createMetrics({ collectDefaults: false })
    metrics.counter('logins_total', 'Sign-ins', ['outcome']).inc({ outcome: 'ok' })
    metrics.gauge('viewing_now', 'People on a page').set(3)
    metrics.histogram('render_seconds', 'Render time', [], [0.1, 1]).observe(0.5)
    const text = await metrics.registry.metrics()
    assert.match(text, /^showroom_logins_total\{outcome="ok"\} 1$/m)
    assert.match(text, /^showroom_viewing_now 3$/m)
    assert.match(text, /^showroom_render_seconds_bucket\{le="1"\} 1$/m)
  })

  test('returns the same metric when asked twice for one name', () => {
    const metrics = createMetrics({ collectDefaults: false })
    const first = metrics.counter('orders_total', 'Orders')
    const second = metrics.counter('orders_total', 'Orders')
    assert.equal(first, second)
    assert.equal(metrics.histogram('h', 'h'), metrics.histogram('h', 'h'))
    assert.equal(metrics.gauge('g', 'g'), metrics.gauge('g', 'g'))
  })

  test('refuses to reuse a name for a different kind of metric', () => {
    const metrics = createMetrics({ collectDefaults: false })
    metrics.counter('uploads', 'Uploads')
    assert.throws(() => metrics.gauge('uploads', 'Uploads'), /already registered as a different kind/)
  })

  test('collects the default Node process metrics with the same prefix', async () => {
    const metrics = createMetrics({ prefix: 'shop_' })
    const text = await metrics.registry.metrics()
    assert.match(text, /^shop_process_cpu_user_seconds_total /m)
    assert.match(text, /^shop_nodejs_eventloop_lag_seconds /m)
  })

  test('keeps two registries apart', async () => {
    const one = createMetrics({ collectDefaults: false })
    const two = createMetrics({ collectDefaults: false })
    one.counter('only_here_total', 'x').inc()
    assert.doesNotMatch(await two.registry.metrics(), /only_here_total/)
  })
})
