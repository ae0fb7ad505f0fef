import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createLogger, type LoggerOptions } from './logger.ts'

function capture(options: Omit<LoggerOptions, 'destination'>) {
  const lines: string[] = []
  const logger = createLogger({ ...options, destination: { write: (line: string) => void lines.push(line) } })
  return { logger, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) }
}

describe('the logger', () => {
  test('writes one JSON object per line with level, time, name and message', () => {
    const { logger, records } = capture({ level: 'info', name: 'accounts' })
    logger.info({ userId: 7 }, 'signed in')
    const [record] = records()
    assert.equal(record?.level, 30)
    assert.equal(record?.name, 'accounts')
    assert.equal(record?.msg, 'signed in')
    assert.equal(record?.userId, 7)
    assert.equal(typeof record?.time, 'number')
  })

  test('leaves out records below its level', () => {
    const { logger, records } = capture({ level: 'warn' })
    logger.info('routine')
    logger.warn('unusual')
    assert.deepEqual(
      records().map((record) => record.msg),
      ['unusual'],
    )
  })

  test('censors passwords, tokens, authorization and cookies, also one level down and in headers', () => {
    const { logger, records } = capture({ level: 'info' })
    logger.info(
      {
        password: 'hunter2',
        user_token: 'tok',
        body: { password: 'hunter3', email: 'ada@example.com' },
        req: { headers: { authorization: 'Bearer abc', cookie: 'sid=1', host: 'showroom.local' } },
        res: { headers: { 'set-cookie': 'sid=2' } },
      },
      'login attempt',
    )
    const [record] = records()
    const text = JSON.stringify(record)
    for (const secret of ['hunter2', 'hunter3', 'tok"', 'Bearer abc', 'sid=1', 'sid=2']) {
      assert.ok(!text.includes(secret), `${secret} leaked: ${text}`)
    }
    assert.deepEqual(record?.body, { password: '[redacted]', email: 'ada@example.com' })
    assert.deepEqual(record?.req, {
      headers: { authorization: '[redacted]', cookie: '[redacted]', host: 'showroom.local' },
    })
  })

  test('writes nothing at level silent', () => {
    const { logger, records } = capture({ level: 'silent' })
    logger.fatal('even this')
    assert.deepEqual(records(), [])
  })
})
