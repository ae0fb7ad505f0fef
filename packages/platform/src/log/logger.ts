import { pino } from 'pino'
import type { LogLevel } from '../config/config.ts'

export type Logger = pino.Logger

export interface LoggerOptions {
  level: LogLevel
  name?: string
  // where the JSON lines go; stdout when absent
  destination?: pino.DestinationStream
}

const SECRET_KEYS = ['password', 'user_token', 'authorization', 'cookie', 'set-cookie']

// secrets are censored at the top level, one level down and in request/response headers
const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const quoted = `["${key}"]`
  return [quoted, `*${quoted}`, `*.headers${quoted}`]
})

export function createLogger(options: LoggerOptions): Logger {
  const pinoOptions: pino.LoggerOptions = {
    level: options.level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  }
  if (options.name !== undefined) pinoOptions.name = options.name
  return options.destination ? pino(pinoOptions, options.destination) : pino(pinoOptions)
}
