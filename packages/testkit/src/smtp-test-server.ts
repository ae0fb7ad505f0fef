import { createServer, type Socket } from 'node:net'

export interface ReceivedMail {
  from: string
  to: string[]
  // the message as sent after DATA, dot-unstuffed, CRLF line ends
  data: string
}

export interface SmtpTestServer {
  url: string
  port: number
  received: ReceivedMail[]
  // resolves with the next message that arrives (or one already waiting)
  nextMail(): Promise<ReceivedMail>
  close(): Promise<void>
}

export interface SmtpTestServerOptions {
  // RCPT TO for these addresses answers 550, as a server does for an unknown mailbox
  refuseRecipients?: string[]
}

// a real SMTP server on 127.0.0.1 that speaks just enough of RFC 5321 for nodemailer: no TLS, no auth
export async function startSmtpTestServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const refused = new Set(options.refuseRecipients ?? [])
  const received: ReceivedMail[] = []
  const waiting: Array<(mail: ReceivedMail) => void> = []
  let delivered = 0
  const sockets = new Set<Socket>()

  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    // a client killed with its connection open (a crash test's process) resets it: not our failure
    socket.on('error', () => socket.destroy())
    socket.setEncoding('utf8')
    const reply = (line: string) => socket.write(`${line}\r\n`)
    let buffer = ''
    let inData = false
    let envelope: { from: string; to: string[] } = { from: '', to: [] }

    reply('220 showroom-test ESMTP ready')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          const data = buffer.slice(0, end + 2).replace(/^\.\./gm, '.')
          buffer = buffer.slice(end + 5)
          inData = false
          const mail = { ...envelope, data }
          received.push(mail)
          envelope = { from: '', to: [] }
          reply(`250 OK queued as test-${received.length}`)
          const waiter = waiting.shift()
          if (waiter) {
            delivered++
            waiter(mail)
          }
          continue
        }
        const end = buffer.indexOf('\r\n')
        if (end === -1) return
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') reply('250 showroom-test')
        else if (verb === 'MAIL') {
          envelope.from = addressIn(line)
          reply('250 OK')
        } else if (verb === 'RCPT') {
          const recipient = addressIn(line)
          if (refused.has(recipient)) reply('550 No such user here')
          else {
            envelope.to.push(recipient)
            reply('250 OK')
          }
        } else if (verb === 'DATA') {
          inData = true
          reply('354 End data with <CR><LF>.<CR><LF>')
        } else if (verb === 'RSET') {
          envelope = { from: '', to: [] }
          reply('250 OK')
        } else if (verb === 'NOOP') reply('250 OK')
        else if (verb === 'QUIT') {
          reply('221 Bye')
          socket.end()
          return
        } else reply('502 Command not implemented')
      }
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('smtp test server has no port')
  const port = address.port

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    nextMail() {
      const ready = received[delivered]
      if (ready) {
        delivered++
        return Promise.resolve(ready)
      }
      return new Promise((resolve) => waiting.push(resolve))
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

function addressIn(line: string): string {
  return /<([^>]*)>/.exec(line)?.[1] ?? ''
}
