import type { ServerOptions } from 'node:http'

export interface EdgeTimeouts {
  // the request line and headers must arrive within this
  headersMs: number
  // the whole request, body included
  requestMs: number
  // a connection with no bytes either way is closed after this
  idleMs: number
  // an idle keep-alive connection between requests
  keepAliveMs: number
  // how often node looks for requests over headersMs / requestMs
  checkIntervalMs: number
}

// uploads come in 6,000,000-byte slices: at 270 kbit/s (a phone on a weak 3G signal) one slice
// takes about 180 s, so the whole-request limit leaves it that; a body that stops arriving
// altogether is cut off by the idle limit long before
export const DEFAULT_EDGE_TIMEOUTS: EdgeTimeouts = {
  headersMs: 20_000,
  requestMs: 180_000,
  idleMs: 60_000,
  // above the 60 s idle timeout of common load balancers, so they close first
  keepAliveMs: 72_000,
  checkIntervalMs: 5_000,
}

// the Fastify options that carry them; headersTimeout must not exceed requestTimeout
export function serverTimeoutOptions(timeouts: EdgeTimeouts): {
  connectionTimeout: number
  keepAliveTimeout: number
  requestTimeout: number
  http: ServerOptions
} {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      connectionsCheckingInterval: timeouts.checkIntervalMs,
      // room for URLs past the 16 KB limit, so they get a 414 rather than a bare 431
      maxHeaderSize: 64 * 1024,
    },
  }
}
