// a member's live chat through the balancer, as the web client keeps it: one graphql-ws subscription
// to chatMessageAdded that, whenever its socket drops, subscribes again after the last sequence it
// saw. It notes the gateway each socket landed on (the balancer's X-Showroom-Gateway on the upgrade)
import { createClient } from 'graphql-ws'
import WebSocket from 'ws'
import type { Json, Member } from '../chat-loss/loss-http.ts'
import { MESSAGE_ADDED, type Received } from '../chat-loss/loss-clients.ts'
import { sleep } from '../chat-loss/random.ts'

export class GatewaySubscriber {
  readonly received: Received[] = []
  readonly errors: string[] = []
  // the gateway of every socket opened, in order
  readonly gateways: string[] = []
  private lastSeq = 0
  private stopped = false
  private running: Promise<void> | undefined
  private endCurrent: (() => void) | undefined

  readonly member: Member
  readonly chatId: number
  private readonly balancerUrl: string

  constructor(member: Member, chatId: number, balancerUrl: string) {
    this.member = member
    this.chatId = chatId
    this.balancerUrl = balancerUrl
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

  async stop(): Promise<void> {
    this.stopped = true
    this.endCurrent?.()
    await this.running
  }

  private async loop(): Promise<void> {
    let failures = 0
    while (!this.stopped) {
      const before = this.received.length
      await this.subscribeOnce()
      failures = this.received.length > before ? 0 : failures + 1
      if (!this.stopped) await sleep(Math.min(50 * 2 ** failures, 2000))
    }
  }

  private subscribeOnce(): Promise<void> {
    const { member, gateways } = this
    class MemberSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie: `sr_session=${member.token}` } })
        this.once('upgrade', (response) => {
          // after a refused connection the balancer names each gateway it tried; the last answered
          const tried = String(response.headers['x-showroom-gateway'] ?? 'unknown').split(',')
          gateways.push((tried.at(-1) as string).trim())
        })
      }
    }
    const client = createClient({
      url: `${this.balancerUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: MemberSocket,
      retryAttempts: 0,
      lazy: true,
    })
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
              this.note(JSON.stringify(result.errors).slice(0, 300))
              return
            }
            const message = result.data?.chatMessageAdded as Received
            this.received.push({ id: message.id, seq: message.seq, text: message.text })
            this.lastSeq = Math.max(this.lastSeq, message.seq)
          },
          error: (error) => {
            // a socket cut by a killed gateway is expected; GraphQL errors are the server refusing
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
