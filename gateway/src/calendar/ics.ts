// iCalendar (RFC 5545) files for events: one event, a member's going feed, a mail attachment

export interface IcsEvent {
  id: number
  name: string
  description: string | null
  startsAt: Date
  endsAt: Date
  location: string | null
  url: string
  cancelled: boolean
  // the event's last change, when the graph exposes it: clients replace older copies
  updatedAt: Date | null
}

export interface IcsCalendar {
  // the name calendar apps show for a subscribed feed
  name?: string
  events: IcsEvent[]
  now: Date
}

const CRLF = '\r\n'
const MAX_OCTETS = 75
const encoder = new TextEncoder()

// 20261205T100000Z
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

// TEXT values: backslash, semicolon, comma and line breaks are escaped
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

// lines longer than 75 octets continue on the next line after a space, never inside a character
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_OCTETS) return line
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // continuation lines start with a space, which counts towards their 75
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

export const eventUid = (id: number) => `event-${id}@showroom`

function eventLines(event: IcsEvent, now: Date): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${eventUid(event.id)}`,
    `DTSTAMP:${icsDateTime(now)}`,
    `DTSTART:${icsDateTime(event.startsAt)}`,
    `DTEND:${icsDateTime(event.endsAt)}`,
    `SUMMARY:${escapeText(event.name)}`,
  ]
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`)
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`)
  lines.push(`URL:${event.url}`)
  lines.push(`STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`)
  if (event.updatedAt) {
    // seconds since 2020 grow with every change and stay a small integer
    lines.push(
      `SEQUENCE:${Math.max(0, Math.floor((event.updatedAt.getTime() - Date.UTC(2020, 0, 1)) / 1000))}`,
    )
    lines.push(`LAST-MODIFIED:${icsDateTime(event.updatedAt)}`)
  }
  lines.push('END:VEVENT')
  return lines
}

export function buildCalendar(calendar: IcsCalendar): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Showroom//Events//EN', 'CALSCALE:GREGORIAN']
  lines.push('METHOD:PUBLISH')
  if (calendar.name) lines.push(`X-WR-CALNAME:${escapeText(calendar.name)}`)
  for (const event of calendar.events) lines.push(...eventLines(event, calendar.now))
  lines.push('END:VCALENDAR')
  return lines.map(foldLine).join(CRLF) + CRLF
}
