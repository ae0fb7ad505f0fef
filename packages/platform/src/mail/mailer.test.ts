import assert from 'node:assert/strict'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { type SmtpTestServer, startSmtpTestServer, within } from '@showroom/testkit'
import { createLogger } from '../log/logger.ts'
import { createMailer } from './mailer.ts'

const logger = createLogger({ level: 'silent' })
const from = 'Showroom <hello@showroom.local>'

describe('the mailer without SMTP_URL', () => {
  let dataDir: string
  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'showroom-mail-'))
  })
  after(() => rm(dataDir, { recursive: true, force: true }))

  test('writes each message as an .eml file with a .json sidecar under <dataDir>/mail', async () => {
    const mailer = createMailer({ dataDir, from, logger })
    assert.equal(mailer.mode, 'folder')
    const { id } = await mailer.send({
      to: 'ada@example.com',
      subject: 'Your alert: Spring sample sale',
      text: 'Doors open at 10.',
      html: '<p>Doors open at <b>10</b>.</p>',
    })

    const files = (await readdir(join(dataDir, 'mail'))).sort()
    assert.deepEqual(files, [`${id}.eml`, `${id}.json`])
    const eml = await readFile(join(dataDir, 'mail', `${id}.eml`), 'utf8')
    assert.match(eml, /^From: Showroom <hello@showroom\.local>\r$/m)
    assert.match(eml, /^To: ada@example\.com\r$/m)
    assert.match(eml, /^Subject: Your alert: Spring sample sale\r$/m)
    assert.match(eml, /^Message-ID: <.+>\r$/m)
    assert.match(eml, /Doors open at 10\./)
    assert.match(eml, /multipart\/alternative/)
  })

  test('lists sent messages newest first and reads one back', async () => {
    const mailer = createMailer({ dataDir: join(dataDir, 'listing'), from, logger })
    const first = await mailer.send({ to: 'a@example.com', subject: 'First', text: 'one' })
    await new Promise((resolve) => setTimeout(resolve, 5))
    const second = await mailer.send({ to: 'b@example.com', subject: 'Second', text: 'two' })

    const listed = await mailer.list()
    assert.deepEqual(
      listed.map((mail) => [mail.id, mail.to, mail.subject]),
      [
        [second.id, 'b@example.com', 'Second'],
        [first.id, 'a@example.com', 'First'],
      ],
    )
    assert.ok(listed[0]?.date instanceof Date)

    const read = await mailer.read(first.id)
    assert.equal(read?.text, 'one')
    assert.equal(read?.from, from)
    assert.equal(read?.html, undefined)
    assert.match(read?.eml ?? '', /Subject: First/)
  })

  test('answers an empty list before any mail was sent', async () => {
    const mailer = createMailer({ dataDir: join(dataDir, 'nothing-here'), from, logger })
    assert.deepEqual(await mailer.list(), [])
  })

  test('reads nothing for an unknown id or one that tries to leave the folder', async () => {
    const mailer = createMailer({ dataDir, from, logger })
    assert.equal(await mailer.read('20260101T000000000Z-00000000'), null)
    assert.equal(await mailer.read('../../etc/passwd'), null)
  })
})

describe('the mailer with SMTP_URL', () => {
  let server: SmtpTestServer
  before(async () => {
    server = await startSmtpTestServer()
  })
  after(() => server.close())

  test('hands the message to the SMTP server', async () => {
    const mailer = createMailer({ smtpUrl: server.url, dataDir: '/nonexistent', from, logger })
    assert.equal(mailer.mode, 'smtp')
    try {
      const { id } = await mailer.send({
        to: 'grace@example.com',
        subject: 'Welcome to Showroom',
        text: 'Hello Grace',
      })
      const mail = await within(server.nextMail(), 5000, 'the SMTP server to receive the mail')

      assert.equal(mail.from, 'hello@showroom.local')
      assert.deepEqual(mail.to, ['grace@example.com'])
      assert.match(mail.data, /^Subject: Welcome to Showroom\r$/m)
      assert.match(mail.data, /Hello Grace/)
      assert.ok(mail.data.includes(`Message-ID: ${id}`), 'the returned id is the Message-ID')
      assert.deepEqual(await mailer.list(), [], 'nothing is kept locally')
    } finally {
      mailer.close()
    }
  })

  test('fails the send when the server refuses the recipient', async () => {
    const refusing = await startSmtpTestServer({ refuseRecipients: ['nobody@example.com'] })
    const mailer = createMailer({ smtpUrl: refusing.url, dataDir: '/nonexistent', from, logger })
    try {
      await assert.rejects(
        mailer.send({ to: 'nobody@example.com', subject: 'x', text: 'y' }),
        /550|rejected/i,
      )
    } finally {
      mailer.close()
      await refusing.close()
    }
  })
})
