import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { buildCalendar, escapeText, foldLine, type IcsEvent, icsDateTime } from './ics.ts'

const event: IcsEvent = {
  id: 7,
  name: 'Sample sale; coats, knits',
  description: 'Doors at ten.\nBring a bag.',
  startsAt: new Date('2026-12-05T10:00:00Z'),
  endsAt: new Date('2026-12-06T18:30:00Z'),
  location: 'The Glasshouse, 1 Long Lane, London',
  url: 'https://showroom.test/london/event/sample-sale/',
  cancelled: false,
  updatedAt: null,
}
const now = new Date('2026-11-22T08:00:00.123Z')
const octets = (line: string) => new TextEncoder().encode(line).length

describe('iCalendar files', () => {
  it('writes UTC date-times without separators or milliseconds', () => {
    assert.equal(icsDateTime(now), '20261122T080000Z')
  })

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    assert.equal(escapeText('a\\b;c,d\ne\r\nf'), 'a\\\\b\\;c\\,d\\ne\\nf')
  })

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'时装'.repeat(40)}`
    const folded = foldLine(line)
    const pieces = folded.split('\r\n')
    assert.ok(pieces.length > 1)
    for (const piece of pieces) assert.ok(octets(piece) <= 75, `${octets(piece)} octets: ${piece}`)
    for (const piece of pieces.slice(1)) assert.ok(piece.startsWith(' '))
    assert.equal(pieces.map((p, i) => (i === 0 ? p : p.slice(1))).join(''), line)
  })

  it('leaves a line of exactly 75 octets alone', () => {
    const line = `X:${'a'.repeat(73)}`
    assert.equal(foldLine(line), line)
  })

  it('builds one event with a stable uid, times in UTC and CRLF line ends', () => {
    const text = buildCalendar({ events: [event], now })
    assert.ok(text.endsWith('END:VCALENDAR\r\n'))
    assert.equal(text.replace(/\r\n/g, '').includes('\n'), false)
    const lines = text.split('\r\n')
    for (const expected of [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:event-7@showroom',
      'DTSTAMP:20261122T080000Z',
      'DTSTART:20261205T100000Z',
      'DTEND:20261206T183000Z',
      'SUMMARY:Sample sale\\; coats\\, knits',
      'DESCRIPTION:Doors at ten.\\nBring a bag.',
      'LOCATION:The Glasshouse\\, 1 Long Lane\\, London',
      'URL:https://showroom.test/london/event/sample-sale/',
      'STATUS:CONFIRMED',
      'END:VEVENT',
    ]) {
      assert.ok(lines.includes(expected), `missing ${expected} in\n${text}`)
    }
    assert.equal(
      lines.some((l) => l.startsWith('SEQUENCE:')),
      false,
    )
  })

  it('marks a cancelled event and carries its last change as sequence and last-modified', () => {
    const changed = { ...event, cancelled: true, updatedAt: new Date('2026-11-20T12:00:00Z') }
    const later = { ...changed, updatedAt: new Date('2026-11-21T12:00:00Z') }
    const first = buildCalendar({ events: [changed], now }).split('\r\n')
    const second = buildCalendar({ events: [later], now }).split('\r\n')
    assert.ok(first.includes('STATUS:CANCELLED'))
    assert.ok(first.includes('LAST-MODIFIED:20261120T120000Z'))
    const sequence = (lines: string[]) => Number(lines.find((l) => l.startsWith('SEQUENCE:'))?.slice(9))
    assert.ok(sequence(second) > sequence(first))
  })

  it('names a feed and lists every event in it', () => {
    const text = buildCalendar({ name: 'Showroom: going', events: [event, { ...event, id: 8 }], now })
    assert.ok(text.includes('X-WR-CALNAME:Showroom: going\r\n'))
    assert.equal(text.match(/BEGIN:VEVENT/g)?.length, 2)
    assert.ok(text.includes('UID:event-8@showroom'))
  })
})
