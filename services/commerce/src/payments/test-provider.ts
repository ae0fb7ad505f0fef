import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import type { CommerceDb } from '../commerce.deps.ts'
import { cardOutcome } from '../commerce.rules.ts'
import type { IntentStatus, PaymentIntent, PaymentProvider, WebhookEvent } from './provider.ts'

// the default provider: offline test mode with the documented cards (README). Its intents live in
// commerce.test_intents, so an idempotency key answers its first result even after a restart.
export function createTestPaymentProvider(
  db: CommerceDb,
  webhookSecret = 'test-webhook-secret',
): PaymentProvider {
  const toIntent = (row: {
    id: string
    status: string
    amount: number
    currency: string
  }): PaymentIntent => ({
    id: row.id,
    status: row.status as IntentStatus,
    amount: row.amount,
    currency: row.currency,
  })
  const sign = (body: string) => createHmac('sha256', webhookSecret).update(body).digest('hex')
  return {
    name: 'test',
    async createIntent(input) {
      const id = `pi_test_${randomUUID().replace(/-/g, '')}`
      await db
        .insertInto('test_intents')
        .values({
          id,
          idempotency_key: input.idempotencyKey,
          amount: input.amount,
          currency: input.currency,
          status: 'requires_confirmation',
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .execute()
      const row = await db
        .selectFrom('test_intents')
        .selectAll()
        .where('idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirstOrThrow()
      return toIntent(row)
    },
    async confirmIntent(intentId, method) {
      const outcome = cardOutcome(method.token ?? method.cardNumber ?? '')
      // only an unconfirmed intent moves; a repeated confirm answers what the first one did
      await db
        .updateTable('test_intents')
        .set({ status: outcome, charged: outcome === 'succeeded' })
        .where('id', '=', intentId)
        .where('status', '=', 'requires_confirmation')
        .execute()
      const row = await db
        .selectFrom('test_intents')
        .selectAll()
        .where('id', '=', intentId)
        .executeTakeFirst()
      if (!row) throw new Error(`unknown payment intent ${intentId}`)
      return toIntent(row)
    },
    async retrieveIntent(intentId) {
      const row = await db
        .selectFrom('test_intents')
        .selectAll()
        .where('id', '=', intentId)
        .executeTakeFirst()
      return row ? toIntent(row) : null
    },
    parseWebhook(body, signature) {
      const expected = Buffer.from(sign(body))
      const given = Buffer.from(signature)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
      try {
        const parsed = JSON.parse(body) as WebhookEvent
        return typeof parsed.intentId === 'string' ? parsed : null
      } catch {
        return null
      }
    },
  }
}

// how many times the test provider really charged (tests prove no double charge)
export async function testChargeCount(db: CommerceDb): Promise<number> {
  const row = await db
    .selectFrom('test_intents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('charged', '=', true)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
