import { createClient } from 'graphql-ws'
import WebSocket from 'ws'
import { callApi, type Json, type Member } from './loss-http.ts'
import { sleep } from '../support/random.ts'

export const MESSAGE_ADDED = `subscription ($chatId: Int!, $afterSeq: Int!) {
  chatMessageAdded(chatId: $chatId, afterSeq: $afterSeq) { id seq text }
}`

export interface Received {
  id: number
  seq: number
  text: string
}

// a graphql-ws subscriber to one chat that, whenever its socket drops or the server ends the
// subscription, subscribes again after the last sequence it saw: everything it ever received is
// kept, duplicates and gaps included, for the test to judge. Behind the cluster's balancer it also
// notes the gateway each socket landed on (X-Showroom-Gateway on the upgrade)
export class Subscriber {
  readonly received: Received[] = []
  readonly errors: string[] = []
  // the gateway of every socket opened through a balancer, in order
  readonly gateways: string[] = []
  subscriptions = 0
  private lastSeq = 0
  private socket: WebSocket | undefined
  private stopped = false
  private running: Promise<void> | undefined
  private endCurrent: (() => void) | undefined

  readonly member: Member
  readonly chatId: number
  private readonly baseUrl: string

  constructor(member: Member, chatId: number, baseUrl: string) {
    this.member = member
    this.chatId = chatId
    this.baseUrl = baseUrl
  }

  get seen(): number {
    return this.lastSeq
  }

  get gateway(): string | undefined {
    return this.gateways.at(-1)
  }

  start(): void {
    this.running = this.loop()
  }

  // cuts the socket without a close handshake, as a lost network does
  drop(): boolean {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false
    this.socket.terminate()
    return true
  }

  async stop(): Promise<void> {
    this.stopped = true
    this.endCurrent?.()
    await this.running
  }

  private async loop(): Promise<void> {
    let failures = 0
    while (!this.stopped) {
      const received = this.received.length
      const startedAt = performance.now()
      await this.subscribeOnce()
      // a subscription that delivered or lasted was a success: the next one starts at once
      const lasted = this.received.length > received || performance.now() - startedAt > 2000
      failures = lasted ? 0 : failures + 1
      if (!this.stopped) await sleep(Math.min(100 * 2 ** failures, 3000))
    }
  }

  private subscribeOnce(): Promise<void> {
    const { member, gateways } = this
    const track = (socket: WebSocket) => {
      this.socket = socket
    }
    class MemberSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie: `sr_session=${member.token}` } })
        track(this)
        this.once('upgrade', (response) => {
          // after a refused connection the balancer names each gateway it tried; the last answered
          const tried = response.headers['x-showroom-gateway']
          if (tried) gateways.push((String(tried).split(',').at(-1) as string).trim())
        })
      }
    }
    const client = createClient({
      url: `${this.baseUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: MemberSocket,
      retryAttempts: 0,
      lazy: true,
    })
    this.subscriptions++
    return new Promise<void>((resolve) => {
      const end = () => {
        this.endCurrent = undefined
        void client.dispose()
        resolve()
      }
      this.endCurrent = end
      client.subscribe<Json>(
        { query: MESSAGE_ADDED, variables: { chatId: this.chatId, afterSeq: this.lastSeq } },
        {
          next: (result) => {
            if (result.errors?.length) {
              this.note(`errors: ${JSON.stringify(result.errors).slice(0, 300)}`)
              return
            }
            const message = result.data?.chatMessageAdded as Received
            this.received.push({ id: message.id, seq: message.seq, text: message.text })
            this.lastSeq = Math.max(this.lastSeq, message.seq)
          },
          error: (error) => {
            // a dropped socket or a gateway away is expected; GraphQL errors are the server refusing
            if (Array.isArray(error)) this.note(JSON.stringify(error).slice(0, 300))
            end()
          },
          complete: end,
        },
      )
    })
  }

  private note(error: string): void {
    if (this.errors.length < 20) this.errors.push(error)
  }
}

// the old native app: universal_comments_list every interval, first the latest page (and older pages
// with after_id), then what is newer than the highest id seen (before_id), page after page
export class Poller {
  readonly received: { id: number; text: string }[] = []
  readonly errors: string[] = []
  polls = 0
  private stopped = false
  private running: Promise<void> | undefined

  readonly member: Member
  readonly chatId: number
  private readonly baseUrls: readonly string[]
  private readonly options: { intervalMs: number; noFocus: boolean }

  constructor(
    member: Member,
    chatId: number,
    baseUrls: readonly string[],
    options: { intervalMs: number; noFocus: boolean },
  ) {
    this.member = member
    this.chatId = chatId
    this.baseUrls = baseUrls
    this.options = options
  }

  start(): void {
    this.running = this.loop()
  }

  async stop(): Promise<void> {
    this.stopped = true
    await this.running
  }

  private list(extra: Json): Promise<Json> {
    const baseUrl = this.baseUrls[this.polls++ % this.baseUrls.length] as string
    return callApi(baseUrl, 'universal_comments_list', this.member, {
      source_type: 'chat',
      source_id: this.chatId,
      limit: 20,
      reverse: 1,
      ...(this.options.noFocus ? { no_focus: 'yes' } : {}),
      ...extra,
    })
  }

  private async pollOnce(): Promise<void> {
    const ofPage = (values: Json) =>
      (values.comments as Json[]).map((c) => ({ id: Number(c.id), text: String(c.comment) }))
    if (this.received.length === 0) {
      let page = await this.list({})
      const latest = ofPage(page)
      while (latest.length > 0 && page.has_more) {
        page = await this.list({ after_id: latest[0]?.id })
        latest.unshift(...ofPage(page))
      }
      this.received.push(...latest)
      return
    }
    for (;;) {
      const page = await this.list({ before_id: this.received.at(-1)?.id })
      this.received.push(...ofPage(page))
      if (!page.has_more) return
    }
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.pollOnce()
      } catch (error) {
        if (this.errors.length < 20) this.errors.push((error as Error).message)
      }
      if (!this.stopped) await sleep(this.options.intervalMs)
    }
  }
}
