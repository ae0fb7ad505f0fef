import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { describe, test } from 'node:test'
import { ConfigError, loadConfig } from './config.ts'

function problemOf(env: Record<string, string>): string {
  try {
    loadConfig(env, '/srv/showroom')
  } catch (error) {
    assert.ok(error instanceof ConfigError)
    return error.message
  }
  assert.fail('expected a ConfigError')
}

describe('loading the configuration', () => {
  test('gives working defaults for local development from an empty environment', () => {
    const config = loadConfig({}, '/srv/showroom')
    assert.deepEqual(config, {
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/showroom/data',
      mailFrom: 'Showroom <hello@showroom.local>',
      logLevel: 'info',
      publicUrl: 'http://localhost:3000',
      serviceUrls: {},
      internalSecret: config.internalSecret,
      demoData: true,
      passwordHashCost: 17,
      firstViewTimeoutMs: 3000,
      jobLeaseMs: 60_000,
    })
    assert.ok(config.internalSecret.length >= 16)
    assert.ok(Object.isFrozen(config))
  })

  test('reads every variable it knows', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgresql://app@db:5432/showroom',
        REDIS_URL: 'rediss://cache:6380',
        DATA_DIR: '/var/lib/showroom',
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        MAIL_FROM: 'Showroom <news@example.com>',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: 'https://showroom.example.com/',
        SERVICE_URL_ACCOUNTS: 'http://accounts:4001/graphql',
        SERVICE_URL_SAMPLE_SALES: 'https://sales.internal/graphql',
        INTERNAL_SECRET: 'a-long-production-secret',
        DEMO_DATA: '0',
        PASSWORD_HASH_COST: '15',
        MFE_REGISTRY_FILE: 'config/registry.json',
        TRUST_PROXY: '10.0.0.0/8, 192.168.1.7',
        FIRST_VIEW_TIMEOUT_MS: '1500',
        JOB_LEASE_SECONDS: '15',
      },
      '/srv/showroom',
    )
    assert.deepEqual(config, {
      env: 'production',
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgresql://app@db:5432/showroom',
      redisUrl: 'rediss://cache:6380',
      dataDir: '/var/lib/showroom',
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Showroom <news@example.com>',
      logLevel: 'warn',
      publicUrl: 'https://showroom.example.com',
      serviceUrls: {
        accounts: 'http://accounts:4001/graphql',
        sample_sales: 'https://sales.internal/graphql',
      },
      internalSecret: 'a-long-production-secret',
      demoData: false,
      passwordHashCost: 15,
      firstViewTimeoutMs: 1500,
      jobLeaseMs: 15_000,
      mfeRegistryFile: '/srv/showroom/config/registry.json',
      trustProxy: ['10.0.0.0/8', '192.168.1.7'],
    })
  })

  test('takes a job lease of 5 s to an hour', () => {
    assert.equal(
      problemOf({ JOB_LEASE_SECONDS: '4' }),
      'JOB_LEASE_SECONDS must be an integer between 5 and 3600 (got "4")',
    )
    assert.equal(
      problemOf({ JOB_LEASE_SECONDS: '1.5' }),
      'JOB_LEASE_SECONDS must be an integer between 5 and 3600 (got "1.5")',
    )
  })

  test('trusts no proxy unless TRUST_PROXY names them or counts their hops', () => {
    assert.equal(loadConfig({}).trustProxy, undefined)
    assert.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2)
    assert.deepEqual(loadConfig({ TRUST_PROXY: 'loopback,::1,fd00::/8' }).trustProxy, [
      'loopback',
      '::1',
      'fd00::/8',
    ])
    const expected =
      'a hop count from 1 to 10 or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal'
    assert.equal(problemOf({ TRUST_PROXY: 'true' }), `TRUST_PROXY must be ${expected} (got "true")`)
    assert.equal(problemOf({ TRUST_PROXY: '0' }), `TRUST_PROXY must be ${expected} (got "0")`)
    assert.equal(
      problemOf({ TRUST_PROXY: '10.0.0.0/33' }),
      `TRUST_PROXY must be ${expected} (got "10.0.0.0/33")`,
    )
    assert.equal(
      problemOf({ TRUST_PROXY: 'proxy.internal' }),
      `TRUST_PROXY must be ${expected} (got "proxy.internal")`,
    )
  })

  test('reads the mail sender settings: DKIM only as a whole, the unsubscribe mailbox, the bounce secret', () => {
    const key = '-----BEGIN PRIVATE KEY-----\\nMIIB\\n-----END PRIVATE KEY-----'
    const config = loadConfig(
      {
        DKIM_DOMAIN: 'showroom.example',
        DKIM_SELECTOR: 's2026',
        DKIM_PRIVATE_KEY: key,
        UNSUBSCRIBE_MAILBOX: 'leave@showroom.example',
        BOUNCE_WEBHOOK_SECRET: 'a-bounce-secret-long-enough',
      },
      '/srv/showroom',
    )
    assert.deepEqual(config.dkim, {
      domainName: 'showroom.example',
      keySelector: 's2026',
      privateKey: '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----',
    })
    assert.equal(config.unsubscribeMailbox, 'leave@showroom.example')
    assert.equal(config.bounceWebhookSecret, 'a-bounce-secret-long-enough')
    assert.match(problemOf({ DKIM_DOMAIN: 'showroom.example' }), /must be set together/)
    assert.match(problemOf({ UNSUBSCRIBE_MAILBOX: 'nobody' }), /UNSUBSCRIBE_MAILBOX must be a mail address/)
    assert.match(problemOf({ BOUNCE_WEBHOOK_SECRET: 'short' }), /BOUNCE_WEBHOOK_SECRET/)
  })

  test('derives the public URL from the port when PUBLIC_URL is not set', () => {
    assert.equal(loadConfig({ PORT: '4321' }).publicUrl, 'http://localhost:4321')
  })

  test('stays silent by default under test', () => {
    assert.equal(loadConfig({ NODE_ENV: 'test' }).logLevel, 'silent')
    assert.equal(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel, 'debug')
  })

  test('treats an empty value as not set', () => {
    assert.equal(loadConfig({ PORT: '', DATABASE_URL: '' }).port, 3000)
    assert.equal(loadConfig({ DATABASE_URL: '' }).databaseUrl, undefined)
  })

  test('accepts true, false, 1 and 0 for DEMO_DATA', () => {
    assert.equal(loadConfig({ DEMO_DATA: 'true' }).demoData, true)
    assert.equal(loadConfig({ DEMO_DATA: '1' }).demoData, true)
    assert.equal(loadConfig({ DEMO_DATA: 'false' }).demoData, false)
    assert.equal(problemOf({ DEMO_DATA: 'yes' }), 'DEMO_DATA must be one of true, false, 1, 0 (got "yes")')
  })

  test('names the variable and what it expects when a value is wrong', () => {
    assert.equal(problemOf({ PORT: 'abc' }), 'PORT must be an integer between 1 and 65535 (got "abc")')
    assert.equal(problemOf({ PORT: '70000' }), 'PORT must be an integer between 1 and 65535 (got "70000")')
    assert.equal(problemOf({ PORT: '80.5' }), 'PORT must be an integer between 1 and 65535 (got "80.5")')
    assert.equal(
      problemOf({ NODE_ENV: 'staging' }),
      'NODE_ENV must be one of development, test, production (got "staging")',
    )
    assert.equal(
      problemOf({ DATABASE_URL: 'mysql://db/showroom' }),
      'DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://db/showroom")',
    )
    assert.equal(
      problemOf({ REDIS_URL: 'localhost:6379' }),
      'REDIS_URL must be a redis:// or rediss:// URL (got "localhost:6379")',
    )
    assert.equal(
      problemOf({ SMTP_URL: 'http://mail' }),
      'SMTP_URL must be an smtp:// or smtps:// URL (got "http://mail")',
    )
    assert.equal(
      problemOf({ LOG_LEVEL: 'verbose' }),
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")',
    )
    assert.equal(
      problemOf({ PUBLIC_URL: 'showroom.example.com' }),
      'PUBLIC_URL must be an http:// or https:// URL (got "showroom.example.com")',
    )
    assert.equal(
      problemOf({ SERVICE_URL_CHAT: 'chat:4000' }),
      'SERVICE_URL_CHAT must be an http:// or https:// URL (got "chat:4000")',
    )
    assert.equal(
      problemOf({ INTERNAL_SECRET: 'short' }),
      'INTERNAL_SECRET must be a secret of at least 16 characters (got "short")',
    )
    assert.equal(
      problemOf({ PASSWORD_HASH_COST: '9' }),
      'PASSWORD_HASH_COST must be an integer between 10 and 20 (got "9")',
    )
  })

  test('requires INTERNAL_SECRET in production', () => {
    assert.match(problemOf({ NODE_ENV: 'production' }), /^INTERNAL_SECRET must be set in production/)
  })

  test('reports every wrong variable at once', () => {
    assert.equal(
      problemOf({ PORT: 'abc', LOG_LEVEL: 'loud' }),
      'PORT must be an integer between 1 and 65535 (got "abc"); LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    )
  })
})

describe('choosing where media is stored', () => {
  const s3 = { MEDIA_STORAGE: 's3', S3_BUCKET: 'showroom-media' }

  test('keeps media on the local disk unless MEDIA_STORAGE is s3', () => {
    assert.equal(loadConfig({}, '/srv/showroom').mediaS3, undefined)
    assert.equal(loadConfig({ MEDIA_STORAGE: 'file' }, '/srv/showroom').mediaS3, undefined)
  })

  test('reads a local S3-compatible server with its keys and a prefix', () => {
    const config = loadConfig(
      {
        ...s3,
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_REGION: 'eu-west-2',
        S3_ACCESS_KEY_ID: 'SHOWROOMKEY',
        S3_SECRET_ACCESS_KEY: 'a secret with spaces/and+signs',
        S3_PREFIX: 'sites/london/',
      },
      '/srv/showroom',
    )
    assert.deepEqual(config.mediaS3, {
      bucket: 'showroom-media',
      region: 'eu-west-2',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'SHOWROOMKEY', secretAccessKey: 'a secret with spaces/and+signs' },
      prefix: 'sites/london',
    })
  })

  test('on AWS itself uses bucket host names and the SDK credentials unless told otherwise', () => {
    assert.deepEqual(loadConfig(s3, '/srv/showroom').mediaS3, {
      bucket: 'showroom-media',
      region: 'us-east-1',
      forcePathStyle: false,
    })
    assert.equal(
      loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true' }, '/srv/showroom').mediaS3?.forcePathStyle,
      true,
    )
  })

  test('refuses a half-made S3 set-up, naming what is missing', () => {
    assert.equal(problemOf({ MEDIA_STORAGE: 's3' }), 'S3_BUCKET must be set when MEDIA_STORAGE is s3')
    assert.equal(
      problemOf({ ...s3, S3_ACCESS_KEY_ID: 'KEY' }),
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    )
    assert.equal(
      problemOf({ S3_BUCKET: 'showroom-media', S3_SECRET_ACCESS_KEY: 'x' }),
      'S3_BUCKET, S3_SECRET_ACCESS_KEY need MEDIA_STORAGE=s3',
    )
    assert.equal(problemOf({ MEDIA_STORAGE: 'minio' }), 'MEDIA_STORAGE must be file or s3 (got "minio")')
    assert.equal(
      problemOf({ ...s3, S3_BUCKET: 'Showroom_Media' }),
      'S3_BUCKET must be a bucket name of 3 to 63 lower-case letters, digits, dots or dashes (got "Showroom_Media")',
    )
    assert.match(problemOf({ ...s3, S3_PREFIX: '../other-site' }), /^S3_PREFIX must be a key prefix/)
    assert.match(problemOf({ ...s3, S3_ENDPOINT: 'minio:9000' }), /^S3_ENDPOINT must be an http/)
  })

  test('never quotes the secret key in a message', () => {
    const secret = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'
    const message = problemOf({ MEDIA_STORAGE: 's3', S3_SECRET_ACCESS_KEY: secret, S3_ACCESS_KEY_ID: 'KEY' })
    assert.ok(!message.includes(secret), message)
  })
})

describe('an entry point wrapped in exitOnConfigError', () => {
  test('prints one configuration error line and exits with 1', () => {
    const configModule = new URL('./config.ts', import.meta.url).href
    const script = `
      import { exitOnConfigError, loadConfig } from ${JSON.stringify(configModule)}
      await exitOnConfigError(() => loadConfig({ PORT: 'abc' }))
    `
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
    assert.equal(result.status, 1)
    assert.equal(
      result.stderr,
      'Configuration error: PORT must be an integer between 1 and 65535 (got "abc")\n',
    )
  })
})
