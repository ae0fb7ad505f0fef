// the alert sign-up and unsubscribe calls as an attacker would try them: a foreign site with a
// member's cookie, forged and garbage tokens, NUL bytes, oversize and wrongly typed input, and a
// flood of sign-ups from one address in aliased GraphQL requests; nothing changes, nothing 5xx
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { signupPerIp } from '@showroom/alerts'
import { type SmtpTestServer, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import {
  api,
  confirmedVisitor,
  type Envelope,
  fresh,
  LONDON,
  londonEvent,
  type Member,
  member,
  subscriptionRows,
  tokenIn,
} from './support/alerts-harness.ts'
import { startAlertsSite, stopAlertsSite } from './support/alerts-site.ts'
import { parseMail } from './support/mime.ts'

for (const kind of testDatabaseKinds()) {
  describe(`alert sign-up and unsubscribe under attack (${kind})`, () => {
    let gateway: TestGateway
    let smtp: SmtpTestServer
    let ava: Member
    let visitor: string
    let manage: string
    before(async () => {
      ;({ gateway, smtp } = await startAlertsSite(kind))
      ava = await member(gateway)
      await londonEvent(gateway, { nameEn: 'Probe sample sale', inDays: 2 })
      visitor = `${fresh('probe')}@example.test`
      await confirmedVisitor(gateway, smtp, parseMail, visitor, 'weekly')
      await api(gateway, 'admin_alerts_digest_run', { frequency: 'weekly', city_id: LONDON }, await team())
      await gateway.platform.jobs.drain()
      const digest = smtp.received.filter((m) => m.to.includes(visitor)).map((m) => parseMail(m.data))
      manage = tokenIn(digest.at(-1)?.text ?? '', 'unsub')
    })
    after(() => stopAlertsSite({ gateway, smtp }))

    const team = () => member(gateway, { isTeam: true })
    const post = async (url: string, payload: unknown, headers: Record<string, string> = {}) => {
      const response = await gateway.app.inject({
        method: 'POST',
        url,
        payload: payload as Record<string, unknown>,
        headers: { origin: new URL(gateway.platform.config.publicUrl).origin, ...headers },
      })
      return { status: response.statusCode, body: response.json() as Envelope }
    }
    const visitorRow = async () => (await subscriptionRows(gateway)).find((r) => r.email === visitor)

    it('changes nothing for a call from a foreign site carrying a member’s cookie', async () => {
      const rows = await subscriptionRows(gateway)
      const mails = smtp.received.length
      // without a cookie a foreign page is no different from a script (ADR 16): the edge refuses
      // what rides on the session
      const headers = { origin: 'https://evil.example', cookie: `sr_session=${ava.token}` }
      const email = `${fresh('foreign')}@example.test`
      const subscribe = await post(
        '/api/alerts_subscribe',
        { city_id: LONDON, frequency: 'daily', email },
        headers,
      )
      assert.equal(subscribe.status, 403, JSON.stringify(subscribe.body))
      const member = await post('/api/alerts_subscribe', { city_id: LONDON, frequency: 'daily' }, headers)
      assert.equal(member.status, 403)
      const unsubscribe = await post('/api/alerts_unsubscribe', { token: manage }, headers)
      assert.equal(unsubscribe.status, 403)
      const frequency = await post(
        '/api/alerts_frequency_set',
        { token: manage, frequency: 'daily' },
        headers,
      )
      assert.equal(frequency.status, 403)
      const removed = await post(
        '/api/user_alerts_delete',
        { subscription_id: (await visitorRow())?.id },
        headers,
      )
      assert.equal(removed.status, 403)
      await gateway.platform.jobs.drain()
      assert.deepEqual(await subscriptionRows(gateway), rows)
      assert.equal(smtp.received.length, mails, 'no mail went out')
      assert.equal((await visitorRow())?.status, 'active')
    })

    it('refuses forged, garbage, NUL, oversize and wrongly typed tokens with a 4xx and changes nothing', async () => {
      const rows = await subscriptionRows(gateway)
      const [, id, mac] = /^m(\d+)\.(.+)$/.exec(manage) ?? []
      const tokens: unknown[] = [
        `m${Number(id) + 1}.${mac}`,
        `c${id}.${mac}`,
        `m${id}.${'A'.repeat(43)}`,
        `${manage}\u0000`,
        `m${id}\u0000.${mac}`,
        'x'.repeat(201),
        `${manage}${'A'.repeat(400)}`,
        '',
        12,
        null,
        [manage],
        { token: manage },
      ]
      for (const token of tokens)
        for (const [name, extra] of [
          ['alerts_unsubscribe', {}],
          ['alerts_frequency_set', { frequency: 'daily' }],
          ['alerts_confirm', {}],
        ] as const) {
          const answer = await api(gateway, name, { token, ...extra } as Record<string, unknown>, ava)
          assert.ok(
            answer.status >= 400 && answer.status < 500,
            `${name} ${JSON.stringify(token)}: ${answer.status}`,
          )
          assert.ok(answer.body.errors.length > 0)
        }
      const unknownField = await api(gateway, 'alerts_unsubscribe', { token: manage, all: true })
      assert.equal(unknownField.status, 400)
      assert.deepEqual(await subscriptionRows(gateway), rows)
    })

    it('answers the one-click route with a 4xx for garbage and changes nothing', async () => {
      const rows = await subscriptionRows(gateway)
      for (const path of [
        '%00',
        `${manage}%00`,
        'A'.repeat(2000),
        '..%2F..%2Fapi',
        `c${manage.slice(1)}`,
        'm1.forged',
      ])
        for (const method of ['GET', 'POST'] as const) {
          const answer = await gateway.app.inject({ method, url: `/alerts/unsubscribe/${path}` })
          assert.ok(
            answer.statusCode >= 400 && answer.statusCode < 500,
            `${method} ${path}: ${answer.statusCode}`,
          )
        }
      assert.deepEqual(await subscriptionRows(gateway), rows)
    })

    it('keeps a NUL byte or an oversize address sent to GraphQL out of the table', async () => {
      const rows = await subscriptionRows(gateway)
      for (const email of [
        'a\u0000@b.example',
        `${'a'.repeat(5000)}@b.example`,
        'a@b.example\r\nBcc: x@y.z',
      ]) {
        const response = await gateway.app.inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: '192.0.2.99',
          payload: {
            query:
              'mutation($e: String) { subscribeToAlerts(cityId: 1, frequency: daily, email: $e) { id } }',
            variables: { e: email },
          },
          headers: { origin: new URL(gateway.platform.config.publicUrl).origin },
        })
        assert.ok(response.statusCode < 500, String(response.statusCode))
        const body = response.json() as { errors?: { extensions?: { code?: string } }[] }
        // the gateway's text check refuses a NUL byte before alerts sees it
        assert.ok(
          ['ALERTS_ERR_EMAIL', 'GATEWAY_ERR_INVALID_TEXT'].includes(body.errors?.[0]?.extensions?.code ?? ''),
          JSON.stringify(body.errors),
        )
      }
      assert.deepEqual(await subscriptionRows(gateway), rows)
    })

    it('holds a flood of aliased GraphQL sign-ups from one address to the limit', async () => {
      const before = (await subscriptionRows(gateway)).length
      const codes: string[] = []
      // 15 aliases a request is the gateway's ceiling; three requests ask for 45 sign-ups
      for (let request = 0; request < 3; request++) {
        const fields = Array.from(
          { length: 15 },
          (_, i) =>
            `s${i}: subscribeToAlerts(cityId: ${LONDON}, frequency: daily, email: "${fresh(`flood${request}x${i}`)}@example.test") { id }`,
        )
        const response = await gateway.app.inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: '192.0.2.7',
          payload: { query: `mutation { ${fields.join(' ')} }` },
          headers: { origin: new URL(gateway.platform.config.publicUrl).origin },
        })
        assert.ok(response.statusCode < 500, String(response.statusCode))
        const body = response.json() as { errors?: { extensions?: { code?: string } }[] }
        codes.push(...(body.errors ?? []).map((e) => e.extensions?.code ?? ''))
      }
      assert.deepEqual(new Set(codes), new Set(['ALERTS_ERR_RATE_LIMITED']))
      assert.equal((await subscriptionRows(gateway)).length, before + signupPerIp.max)
    })
  })
}
