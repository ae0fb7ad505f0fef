import { isIP } from 'node:net'
import { resolve } from 'node:path'
import { z } from 'zod'
import { assertStorageKey } from '../storage/storage.ts'

export type Env = 'development' | 'test' | 'production'
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'

export interface Config {
  env: Env
  port: number
  host: string
  databaseUrl?: string
  redisUrl?: string
  dataDir: string
  smtpUrl?: string
  mailFrom: string
  logLevel: LogLevel
  publicUrl: string
  serviceUrls: Record<string, string>
  internalSecret: string
  demoData: boolean
  passwordHashCost: number
  // unset: argon2id; scrypt is the former scheme, kept for comparison
  passwordHashScheme?: 'argon2id' | 'scrypt'
  mfeRegistryFile?: string
  // how long a page waits for its server-drawn first view before it is sent without it; 0 (the
  // default) draws none: a module that then fails to load leaves the drawn screen behind (ADR 36)
  firstViewTimeoutMs: number
  // a background job whose process stops renewing its hold on it for this long (the process died)
  // is run again by another
  jobLeaseMs: number
  // which proxies may set X-Forwarded-For: a hop count or their addresses; unset trusts none
  trustProxy?: number | string[]
  // signs outgoing mail when DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY are all set
  dkim?: { domainName: string; keySelector: string; privateKey: string }
  // the mailto: of List-Unsubscribe; unsubscribe@<the MAIL_FROM domain> when unset
  unsubscribeMailbox?: string
  // the shared secret the bounce and complaint webhook (/alerts/bounce) must present
  bounceWebhookSecret?: string
  // media in an S3-compatible bucket when MEDIA_STORAGE=s3; unset: files under DATA_DIR/media
  mediaS3?: MediaS3Settings
}

export interface MediaS3Settings {
  bucket: string
  region: string
  endpoint?: string
  forcePathStyle: boolean
  // unset: the AWS SDK's own chain (AWS_* variables, the machine's or pod's role)
  credentials?: { accessKeyId: string; secretAccessKey: string }
  prefix?: string
}

export type EnvSource = Record<string, string | undefined>

export class ConfigError extends Error {
  readonly problems: string[]

  constructor(problems: string[]) {
    super(problems.join('; '))
    this.name = 'ConfigError'
    this.problems = problems
  }
}

// only for development and test: production must bring its own secret
const DEV_INTERNAL_SECRET = 'showroom-dev-internal-secret'
const SERVICE_URL_PREFIX = 'SERVICE_URL_'

const urlWithProtocols = (protocols: string[]) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol)
    } catch {
      return false
    }
  })

const integerBetween = (min: number, max: number) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max))

// proxy-addr's names for whole address ranges
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal']

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
}

// a hop count, or the proxies' addresses; "true" (trust whoever connects) is exactly the forgery hole
const trustProxySchema = z.union([
  integerBetween(1, 10),
  z
    .string()
    .transform((value) => value.split(',').map((entry) => entry.trim()))
    .refine((entries) => entries.length > 0 && entries.every(isProxyAddress)),
])

interface Rule<T> {
  schema: z.ZodType<T>
  expected: string
}

const rules = {
  NODE_ENV: {
    schema: z.enum(['development', 'test', 'production']),
    expected: 'one of development, test, production',
  },
  PORT: { schema: integerBetween(1, 65535), expected: 'an integer between 1 and 65535' },
  HOST: { schema: z.string().min(1), expected: 'a host name or address' },
  DATABASE_URL: {
    schema: urlWithProtocols(['postgres:', 'postgresql:']),
    expected: 'a postgres:// or postgresql:// URL',
  },
  REDIS_URL: { schema: urlWithProtocols(['redis:', 'rediss:']), expected: 'a redis:// or rediss:// URL' },
  DATA_DIR: { schema: z.string().min(1), expected: 'a directory path' },
  SMTP_URL: { schema: urlWithProtocols(['smtp:', 'smtps:']), expected: 'an smtp:// or smtps:// URL' },
  MAIL_FROM: {
    schema: z.string().min(3),
    expected: 'a sender address such as "Showroom <hello@example.com>"',
  },
  LOG_LEVEL: {
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    expected: 'one of fatal, error, warn, info, debug, trace, silent',
  },
  PUBLIC_URL: { schema: urlWithProtocols(['http:', 'https:']), expected: 'an http:// or https:// URL' },
  SERVICE_URL: { schema: urlWithProtocols(['http:', 'https:']), expected: 'an http:// or https:// URL' },
  INTERNAL_SECRET: { schema: z.string().min(16), expected: 'a secret of at least 16 characters' },
  DEMO_DATA: {
    schema: z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1'),
    expected: 'one of true, false, 1, 0',
  },
  PASSWORD_HASH_COST: { schema: integerBetween(10, 20), expected: 'an integer between 10 and 20' },
  PASSWORD_HASH: { schema: z.enum(['argon2id', 'scrypt']), expected: 'argon2id or scrypt' },
  MFE_REGISTRY_FILE: { schema: z.string().min(1), expected: 'a file path' },
  FIRST_VIEW_TIMEOUT_MS: { schema: integerBetween(0, 60_000), expected: 'an integer between 0 and 60000' },
  JOB_LEASE_SECONDS: { schema: integerBetween(5, 3600), expected: 'an integer between 5 and 3600' },
  DKIM_DOMAIN: { schema: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i), expected: 'a domain name' },
  DKIM_SELECTOR: { schema: z.string().regex(/^[a-z0-9._-]+$/i), expected: 'a DKIM selector' },
  DKIM_PRIVATE_KEY: {
    schema: z.string().refine((value) => value.includes('PRIVATE KEY')),
    expected: 'a PEM private key',
  },
  UNSUBSCRIBE_MAILBOX: {
    schema: z.string().regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/),
    expected: 'a mail address',
  },
  BOUNCE_WEBHOOK_SECRET: { schema: z.string().min(16), expected: 'a secret of at least 16 characters' },
  MEDIA_STORAGE: { schema: z.enum(['file', 's3']), expected: 'file or s3' },
  S3_ENDPOINT: { schema: urlWithProtocols(['http:', 'https:']), expected: 'an http:// or https:// URL' },
  S3_BUCKET: {
    schema: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/),
    expected: 'a bucket name of 3 to 63 lower-case letters, digits, dots or dashes',
  },
  S3_REGION: { schema: z.string().regex(/^[a-z0-9-]{1,40}$/), expected: 'a region such as eu-west-2' },
  S3_ACCESS_KEY_ID: { schema: z.string().regex(/^[\x21-\x7e]{1,128}$/), expected: 'an access key id' },
  // never echoed: it cannot fail, so no message quotes it
  S3_SECRET_ACCESS_KEY: { schema: z.string().min(1), expected: 'a secret key' },
  S3_PREFIX: {
    schema: z
      .string()
      .transform((value) => value.replace(/\/+$/, ''))
      .refine((value) => {
        try {
          assertStorageKey(value)
          return true
        } catch {
          return false
        }
      }),
    expected: 'a key prefix of letters, digits, dots, dashes and underscores in /-separated parts',
  },
  S3_FORCE_PATH_STYLE: {
    schema: z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1'),
    expected: 'one of true, false, 1, 0',
  },
  TRUST_PROXY: {
    schema: trustProxySchema,
    expected:
      'a hop count from 1 to 10 or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal',
  },
} satisfies Record<string, Rule<unknown>>

// parses the environment once; nothing else in the platform reads process.env
export function loadConfig(env: EnvSource = process.env, cwd: string = process.cwd()): Config {
  const problems: string[] = []

  function read<T>(variable: string, rule: Rule<T>): T | undefined {
    const raw = env[variable]
    // an empty value (`PORT=` in a .env file) means "not set"
    if (raw === undefined || raw === '') return undefined
    const result = rule.schema.safeParse(raw)
    if (result.success) return result.data
    problems.push(`${variable} must be ${rule.expected} (got ${JSON.stringify(raw)})`)
    return undefined
  }

  const environment = read('NODE_ENV', rules.NODE_ENV) ?? 'development'
  const port = read('PORT', rules.PORT) ?? 3000
  const host = read('HOST', rules.HOST) ?? '127.0.0.1'
  const databaseUrl = read('DATABASE_URL', rules.DATABASE_URL)
  const redisUrl = read('REDIS_URL', rules.REDIS_URL)
  const dataDir = resolve(cwd, read('DATA_DIR', rules.DATA_DIR) ?? './data')
  const smtpUrl = read('SMTP_URL', rules.SMTP_URL)
  const mailFrom = read('MAIL_FROM', rules.MAIL_FROM) ?? 'Showroom <hello@showroom.local>'
  const logLevel = read('LOG_LEVEL', rules.LOG_LEVEL) ?? (environment === 'test' ? 'silent' : 'info')
  const publicUrl = (read('PUBLIC_URL', rules.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, '')
  const demoData = read('DEMO_DATA', rules.DEMO_DATA) ?? true
  const passwordHashCost = read('PASSWORD_HASH_COST', rules.PASSWORD_HASH_COST) ?? 17
  const passwordHashScheme = read('PASSWORD_HASH', rules.PASSWORD_HASH)
  const mfeRegistryFile = read('MFE_REGISTRY_FILE', rules.MFE_REGISTRY_FILE)
  const trustProxy = read('TRUST_PROXY', rules.TRUST_PROXY)
  const firstViewTimeoutMs = read('FIRST_VIEW_TIMEOUT_MS', rules.FIRST_VIEW_TIMEOUT_MS) ?? 3000
  const jobLeaseMs = (read('JOB_LEASE_SECONDS', rules.JOB_LEASE_SECONDS) ?? 60) * 1000
  const dkimDomain = read('DKIM_DOMAIN', rules.DKIM_DOMAIN)
  const dkimSelector = read('DKIM_SELECTOR', rules.DKIM_SELECTOR)
  // a PEM in one environment line keeps its line breaks as \n
  const dkimKey = read('DKIM_PRIVATE_KEY', rules.DKIM_PRIVATE_KEY)?.replace(/\\n/g, '\n')
  const dkimParts = [dkimDomain, dkimSelector, dkimKey].filter((part) => part !== undefined).length
  if (dkimParts !== 0 && dkimParts !== 3)
    problems.push('DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY must be set together')
  const unsubscribeMailbox = read('UNSUBSCRIBE_MAILBOX', rules.UNSUBSCRIBE_MAILBOX)
  const bounceWebhookSecret = read('BOUNCE_WEBHOOK_SECRET', rules.BOUNCE_WEBHOOK_SECRET)
  const mediaS3 = readMediaS3(read, problems)

  let internalSecret = read('INTERNAL_SECRET', rules.INTERNAL_SECRET)
  if (internalSecret === undefined && !env.INTERNAL_SECRET) {
    if (environment === 'production') {
      problems.push(`INTERNAL_SECRET must be set in production (${rules.INTERNAL_SECRET.expected})`)
    } else {
      internalSecret = DEV_INTERNAL_SECRET
    }
  }

  const serviceUrls: Record<string, string> = {}
  for (const variable of Object.keys(env).sort()) {
    if (!variable.startsWith(SERVICE_URL_PREFIX)) continue
    const name = variable.slice(SERVICE_URL_PREFIX.length).toLowerCase()
    if (!/^[a-z][a-z0-9_]*$/.test(name)) {
      problems.push(`${variable} must be named SERVICE_URL_<NAME> with a letter, digits or _ as <NAME>`)
      continue
    }
    const url = read(variable, rules.SERVICE_URL)
    if (url !== undefined) serviceUrls[name] = url.replace(/\/+$/, '')
  }

  if (problems.length > 0) throw new ConfigError(problems)

  const config: Config = {
    env: environment,
    port,
    host,
    dataDir,
    mailFrom,
    logLevel,
    publicUrl,
    serviceUrls,
    internalSecret: internalSecret ?? DEV_INTERNAL_SECRET,
    demoData,
    passwordHashCost,
    firstViewTimeoutMs,
    jobLeaseMs,
  }
  if (databaseUrl !== undefined) config.databaseUrl = databaseUrl
  if (redisUrl !== undefined) config.redisUrl = redisUrl
  if (smtpUrl !== undefined) config.smtpUrl = smtpUrl
  if (mfeRegistryFile !== undefined) config.mfeRegistryFile = resolve(cwd, mfeRegistryFile)
  if (trustProxy !== undefined) config.trustProxy = trustProxy
  if (passwordHashScheme !== undefined) config.passwordHashScheme = passwordHashScheme
  if (dkimDomain && dkimSelector && dkimKey)
    config.dkim = { domainName: dkimDomain, keySelector: dkimSelector, privateKey: dkimKey }
  if (unsubscribeMailbox !== undefined) config.unsubscribeMailbox = unsubscribeMailbox
  if (bounceWebhookSecret !== undefined) config.bounceWebhookSecret = bounceWebhookSecret
  if (mediaS3 !== undefined) config.mediaS3 = mediaS3
  return Object.freeze(config)
}

const S3_VARIABLES = {
  endpoint: 'S3_ENDPOINT',
  bucket: 'S3_BUCKET',
  region: 'S3_REGION',
  accessKeyId: 'S3_ACCESS_KEY_ID',
  secretAccessKey: 'S3_SECRET_ACCESS_KEY',
  prefix: 'S3_PREFIX',
  forcePathStyle: 'S3_FORCE_PATH_STYLE',
} as const

// MEDIA_STORAGE=s3 and its S3_* settings; S3_* without it would quietly keep media on the local disk
function readMediaS3(
  read: <T>(variable: string, rule: Rule<T>) => T | undefined,
  problems: string[],
): MediaS3Settings | undefined {
  const kind = read('MEDIA_STORAGE', rules.MEDIA_STORAGE) ?? 'file'
  const values = {
    endpoint: read(S3_VARIABLES.endpoint, rules.S3_ENDPOINT),
    bucket: read(S3_VARIABLES.bucket, rules.S3_BUCKET),
    region: read(S3_VARIABLES.region, rules.S3_REGION),
    accessKeyId: read(S3_VARIABLES.accessKeyId, rules.S3_ACCESS_KEY_ID),
    secretAccessKey: read(S3_VARIABLES.secretAccessKey, rules.S3_SECRET_ACCESS_KEY),
    prefix: read(S3_VARIABLES.prefix, rules.S3_PREFIX),
    forcePathStyle: read(S3_VARIABLES.forcePathStyle, rules.S3_FORCE_PATH_STYLE),
  }
  if (kind !== 's3') {
    const set = (Object.keys(S3_VARIABLES) as (keyof typeof S3_VARIABLES)[])
      .filter((field) => values[field] !== undefined)
      .map((field) => S3_VARIABLES[field])
    if (set.length > 0) problems.push(`${set.join(', ')} need MEDIA_STORAGE=s3`)
    return undefined
  }
  // a bucket given but wrong has said so already
  if (values.bucket === undefined && !problems.some((problem) => problem.startsWith('S3_BUCKET ')))
    problems.push('S3_BUCKET must be set when MEDIA_STORAGE is s3')
  if ((values.accessKeyId === undefined) !== (values.secretAccessKey === undefined))
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together')
  if (values.bucket === undefined) return undefined
  const settings: MediaS3Settings = {
    bucket: values.bucket,
    region: values.region ?? 'us-east-1',
    // a local S3-compatible server seldom answers for bucket host names
    forcePathStyle: values.forcePathStyle ?? values.endpoint !== undefined,
  }
  if (values.endpoint !== undefined) settings.endpoint = values.endpoint.replace(/\/+$/, '')
  if (values.accessKeyId !== undefined && values.secretAccessKey !== undefined)
    settings.credentials = { accessKeyId: values.accessKeyId, secretAccessKey: values.secretAccessKey }
  if (values.prefix) settings.prefix = values.prefix
  return settings
}

// for entry points: a bad environment ends the process with one readable line, not a stack trace
export async function exitOnConfigError<T>(fn: () => T | Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
}
