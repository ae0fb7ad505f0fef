import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { localDate, nextDigestRun, weekdayOf } from './schedule.ts'

const hourIn = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  )

// each run's local date, walking the schedule from a start for some days
function runs(timeZone: string, from: string, days: number): Date[] {
  const out: Date[] = []
  let at = new Date(from)
  for (let i = 0; i < days; i++) {
    at = nextDigestRun(timeZone, at)
    out.push(at)
  }
  return out
}

// 2027's daylight-saving changes: the week around each, in each city's own zone
const CHANGES = [
  { city: 'London', zone: 'Europe/London', from: '2027-03-25T00:00:00Z', change: '2027-03-28' },
  { city: 'London', zone: 'Europe/London', from: '2027-10-28T00:00:00Z', change: '2027-10-31' },
  { city: 'New York', zone: 'America/New_York', from: '2027-03-11T00:00:00Z', change: '2027-03-14' },
  { city: 'New York', zone: 'America/New_York', from: '2027-11-04T00:00:00Z', change: '2027-11-07' },
  { city: 'Los Angeles', zone: 'America/Los_Angeles', from: '2027-03-11T00:00:00Z', change: '2027-03-14' },
  { city: 'Los Angeles', zone: 'America/Los_Angeles', from: '2027-11-04T00:00:00Z', change: '2027-11-07' },
]

describe('digest schedule across daylight-saving changes', () => {
  for (const { city, zone, from, change } of CHANGES) {
    it(`${city} gets one digest at 08:00 on every local day around ${change}, none skipped or doubled`, () => {
      const seen = runs(zone, from, 8)
      const dates = seen.map((at) => localDate(at, zone))
      assert.equal(new Set(dates).size, dates.length, `a day came twice: ${dates.join(', ')}`)
      for (let i = 1; i < dates.length; i++) {
        const gap = (Date.parse(dates[i] as string) - Date.parse(dates[i - 1] as string)) / 86_400_000
        assert.equal(gap, 1, `a day was skipped: ${dates.join(', ')}`)
      }
      assert.ok(dates.includes(change))
      for (const at of seen) assert.equal(hourIn(at, zone), '08:00')
      // the day of the change is 23 or 25 hours long: the runs on either side of it are not 24 h apart
      const gaps = seen.slice(1).map((at, i) => (at.getTime() - (seen[i] as Date).getTime()) / 3_600_000)
      assert.ok(
        gaps.some((hours) => hours !== 24),
        gaps.join(', '),
      )
    })
  }

  it('Hong Kong, which keeps no daylight saving, gets a digest every 24 hours through 2027', () => {
    const seen = runs('Asia/Hong_Kong', '2027-01-01T00:00:00Z', 365)
    const dates = seen.map((at) => localDate(at, 'Asia/Hong_Kong'))
    assert.equal(new Set(dates).size, 365)
    for (let i = 1; i < seen.length; i++)
      assert.equal((seen[i] as Date).getTime() - (seen[i - 1] as Date).getTime(), 86_400_000)
    assert.equal(hourIn(seen[0] as Date, 'Asia/Hong_Kong'), '08:00')
  })

  it('every city keeps one digest per local date for the whole of 2027', () => {
    for (const zone of ['Europe/London', 'America/New_York', 'America/Los_Angeles']) {
      const dates = runs(zone, '2027-01-01T00:00:00Z', 365).map((at) => localDate(at, zone))
      assert.equal(new Set(dates).size, 365, zone)
      assert.equal(dates[0], '2027-01-01')
      assert.equal(dates.at(-1), '2027-12-31')
    }
  })

  it('names local weekdays the ISO way', () => {
    assert.equal(weekdayOf('2027-03-28'), 7)
    assert.equal(weekdayOf('2027-03-29'), 1)
  })
})

describe('digest periods', () => {
  it('are the local date for daily digests and the ISO week for weekly ones', async () => {
    const { periodOf } = await import('./schedule.ts')
    assert.equal(periodOf('daily', '2027-03-28'), 'daily:2027-03-28')
    assert.equal(periodOf('weekly', '2027-03-28'), 'weekly:2027-03-22')
    assert.equal(periodOf('weekly', '2027-03-29'), 'weekly:2027-03-29')
    assert.equal(periodOf('weekly', '2027-04-02'), 'weekly:2027-03-29')
  })
})
