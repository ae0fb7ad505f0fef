import type { EventBus } from '@showroom/platform'
import { type CommerceContext, commerceEvents } from './commerce.deps.ts'
import { CURRENCY_SYMBOLS } from './commerce.rules.ts'
import { storeUrlOf } from './sales.listing.ts'

export type MailLanguage = 'en' | 'zh'

interface Recipient {
  email: string
  language: MailLanguage
}

// the mails' sending side (the alerts service's notices: its templates, sending path and
// suppression list), in the shapes commerce hands over
export interface CommerceNotices {
  saleRegistered(notice: {
    registrationId: number
    userId: number
    saleName: string
    url: string
    opensAt: string
    closesAt: string
    cityId: number | null
    recipient: Recipient
  }): Promise<void>
  orderConfirmed(notice: {
    orderId: number
    reference: string
    total: string
    url: string
    items: { name: string; size: string; qty: number; price: string }[]
    shipping: string
    recipient: Recipient
  }): Promise<void>
}

export interface CommerceMailDeps {
  // PUBLIC_URL: links in mails are absolute
  publicUrl: string
  // the accounts directory: a member's address, asked at sending time and never kept here
  member(userId: number): Promise<{ email: string } | null>
  notices: CommerceNotices
}

type MemberLanguages = {
  member_languages: { user_id: number; language: MailLanguage; seen_at: Date }
}

export const money = (minor: number, currency: string) =>
  `${CURRENCY_SYMBOLS[currency as keyof typeof CURRENCY_SYMBOLS] ?? ''}${(minor / 100).toFixed(2)}`

// the sale registration confirmation and the order confirmation, sent when commerce's own events
// are delivered (after the registering or paying transaction committed)
export function createCommerceMails(c: CommerceContext) {
  const db = c.db.withTables<MemberLanguages>()

  const languageOf = async (userId: number): Promise<MailLanguage> =>
    (
      await db
        .selectFrom('member_languages')
        .select('language')
        .where('user_id', '=', userId)
        .executeTakeFirst()
    )?.language ?? 'en'

  async function registered(deps: CommerceMailDeps, p: { flashSaleId: number; userId: number }) {
    const sale = await c.db
      .selectFrom('sales')
      .select(['id', 'name', 'city_id', 'starts_at', 'ends_at'])
      .where('id', '=', p.flashSaleId)
      .executeTakeFirst()
    const member = await deps.member(p.userId)
    if (!sale || !member) return
    await deps.notices.saleRegistered({
      registrationId: sale.id,
      userId: p.userId,
      saleName: sale.name,
      url: `${deps.publicUrl}${storeUrlOf(sale)}`,
      opensAt: new Date(sale.starts_at).toISOString(),
      closesAt: new Date(sale.ends_at).toISOString(),
      cityId: sale.city_id,
      recipient: { email: member.email, language: await languageOf(p.userId) },
    })
  }

  async function paid(deps: CommerceMailDeps, p: { orderId: number; userId: number }) {
    const order = await c.db
      .selectFrom('orders')
      .select(['id', 'token', 'status', 'currency', 'shipping', 'total'])
      .where('id', '=', p.orderId)
      .executeTakeFirst()
    const member = await deps.member(p.userId)
    if (order?.status !== 'paid' || !member) return
    const lines = await c.db
      .selectFrom('order_lines')
      .select(['product_name', 'size_label', 'qty', 'price'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute()
    await deps.notices.orderConfirmed({
      orderId: order.id,
      reference: `#${order.id}`,
      total: money(order.total, order.currency),
      shipping: money(order.shipping, order.currency),
      url: `${deps.publicUrl}/my-orders/${order.id}/${order.token}/`,
      items: lines.map((l) => ({
        name: l.product_name,
        size: l.size_label,
        qty: l.qty,
        price: money(l.price * l.qty, order.currency),
      })),
      recipient: { email: member.email, language: await languageOf(p.userId) },
    })
  }

  return {
    // the language of the page a member registers or pays from
    async noteLanguage(userId: number, language: string): Promise<void> {
      const value: MailLanguage = language === 'zh' ? 'zh' : 'en'
      await db
        .insertInto('member_languages')
        .values({ user_id: userId, language: value, seen_at: c.now() })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ language: value, seen_at: c.now() }))
        .execute()
    },
    async subscribe(events: Pick<EventBus, 'subscribe'>, deps: CommerceMailDeps): Promise<void> {
      await events.subscribe(
        'commerce-mails',
        [commerceEvents.saleRegistered, commerceEvents.orderPaid],
        async (event) => {
          const p = event.payload as {
            flashSaleId: number
            orderId: number
            userId: number
            sendConfirmation?: boolean
          }
          if (event.type === commerceEvents.orderPaid) return paid(deps, p)
          if (p.sendConfirmation) return registered(deps, p)
        },
      )
    },
  }
}

export type CommerceMails = ReturnType<typeof createCommerceMails>
