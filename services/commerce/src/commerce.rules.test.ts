import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import {
  cardOutcome,
  drawOrder,
  productBadges,
  proUntil,
  saleStatus,
  shippingFor,
  shippingLabel,
} from './commerce.rules.ts'

describe('commerce rules', () => {
  test('the draw is a permutation that the same seed repeats and another seed changes', () => {
    const members = Array.from({ length: 50 }, (_, i) => 100 + i)
    const seed = 'a'.repeat(64)
    const order = drawOrder(members, seed)
    assert.deepEqual(
      [...order].sort((a, b) => a - b),
      members,
    )
    assert.deepEqual(drawOrder([...members].reverse(), seed), order)
    assert.notDeepEqual(drawOrder(members, 'b'.repeat(64)), order)
  })

  test('badges come only from the figures: last one, N remaining up to 5, hot now at 3 paid, new season', () => {
    assert.deepEqual(productBadges({ remaining: 0, paidRecently: 9, isNewSeason: true }), [])
    assert.deepEqual(productBadges({ remaining: 1, paidRecently: 0, isNewSeason: false }), [
      { type: 'last_one', label: 'Last one!', count: 1 },
    ])
    assert.deepEqual(productBadges({ remaining: 5, paidRecently: 2, isNewSeason: false }), [
      { type: 'remaining', label: '5 remaining', count: 5 },
    ])
    assert.deepEqual(productBadges({ remaining: 6, paidRecently: 3, isNewSeason: true }), [
      { type: 'hot_now', label: 'Hot now!', count: null },
      { type: 'new_season', label: 'New season!', count: null },
    ])
  })

  test('test cards and tokens', () => {
    assert.equal(cardOutcome('4242 4242 4242 4242'), 'succeeded')
    assert.equal(cardOutcome('pm_card_visa'), 'succeeded')
    assert.equal(cardOutcome('4000-0000-0000-0002'), 'declined')
    assert.equal(cardOutcome('4000000000000119'), 'failed')
    assert.equal(cardOutcome('5555555555554444'), 'declined')
  })

  test('shipping is free from the threshold, and says FREE!', () => {
    const sale = { shipping_fee: 495, free_shipping_over: 10_000 }
    assert.equal(shippingFor(sale, 9_999), 495)
    assert.equal(shippingFor(sale, 10_000), 0)
    assert.equal(shippingFor({ shipping_fee: 495, free_shipping_over: null }, 1_000_000), 495)
    assert.equal(shippingLabel(0, '£'), 'FREE!')
    assert.equal(shippingLabel(495, '£'), '£4.95')
  })

  test('sale status and pro periods', () => {
    const sale = { starts_at: new Date('2026-12-01T10:00:00Z'), ends_at: new Date('2026-12-02T10:00:00Z') }
    assert.equal(saleStatus(sale, new Date('2026-12-01T09:59:59Z')), 'upcoming')
    assert.equal(saleStatus(sale, new Date('2026-12-01T10:00:00Z')), 'open')
    assert.equal(saleStatus(sale, new Date('2026-12-02T10:00:00Z')), 'ended')
    const now = new Date('2026-12-01T00:00:00Z')
    assert.equal(proUntil(now, null).toISOString(), '2026-12-31T00:00:00.000Z')
    assert.equal(proUntil(now, new Date('2026-12-10T00:00:00Z')).toISOString(), '2027-01-09T00:00:00.000Z')
  })
})
