// just enough MIME for the messages nodemailer writes: headers, and the decoded text and html parts

export interface ParsedMail {
  headers: Map<string, string>
  text: string
  html: string
}

function splitHead(raw: string): { head: string; body: string } {
  const at = raw.indexOf('\r\n\r\n')
  return at === -1 ? { head: raw, body: '' } : { head: raw.slice(0, at), body: raw.slice(at + 4) }
}

function headersOf(head: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim())
  }
  return headers
}

function decode(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'))
  }
  return body
}

export function parseMail(raw: string): ParsedMail {
  const { head, body } = splitHead(raw)
  const headers = headersOf(head)
  const parts = { text: '', html: '' }
  const walk = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain'
    const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1]
    if (type.startsWith('multipart/') && boundary) {
      for (const piece of partBody.split(`--${boundary}`).slice(1)) {
        if (piece.startsWith('--')) break
        const inner = splitHead(piece.replace(/^\r\n/, ''))
        walk(headersOf(inner.head), inner.body)
      }
      return
    }
    const text = decode(partBody, partHeaders.get('content-transfer-encoding'))
    if (type.startsWith('text/html')) parts.html = text
    else if (type.startsWith('text/plain')) parts.text = text
  }
  walk(headers, body)
  return { headers, ...parts }
}
