// the benchmark's clients, run as a process of their own so that the gateway process's CPU time is
// the gateway's alone. Reads one job (JSON) on stdin; writes JSON lines on stdout: {mark} when a
// measured window starts or ends (the parent reads its CPU time then), and {result} at the end
import { createClient } from 'graphql-ws'
import WebSocket from 'ws'
import type { BenchChat, BenchMember } from './seed.ts'

export interface PushJob {
  mode: 'push'
  url: string
  chats: BenchChat[]
  idleSeconds: number
  warmupSeconds: number
  seconds: number
  perSecond: number
}

export interface PollJob {
  mode: 'poll'
  url: string
  chats: BenchChat[]
  seconds: number
  intervalMs: number
}

export interface Latencies {
  count: number
  p50: number
  p95: number
  p99: number
  max: number
}

export interface PushResult {
  sockets: number
  posted: number
  delivered: number
  // posts whose recipient had not seen them DELIVERY_WAIT_MS after the window
  undelivered: number
  delivery: Latencies
  post: Latencies
  postErrors: number
}

export interface PollResult {
  clients: number
  requests: number
  seconds: number
  latency: Latencies
  errors: number
}

const DELIVERY_WAIT_MS = 5000
const MESSAGE_ADDED = `subscription ($chatId: Int!) {
  chatMessageAdded(chatId: $chatId, afterSeq: 0) { seq text }
}`
const ACTIVITY = 'subscription { chatActivity { chatId seq unreadTotal } }'
const POST = `mutation ($chatId: Int!, $text: String) { postChatMessage(chatId: $chatId, text: $text) { seq } }`

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const emit = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`)

export function latencies(samples: number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
  return {
    count: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.at(-1) ?? Number.NaN,
  }
}

// a member's browser tab: the open chat and the header badge, over one socket
function connect(url: string, member: BenchMember, chatId: number, onMessage: (text: string) => void) {
  class MemberSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie: `sr_session=${member.token}` } })
    }
  }
  let connected: () => void
  const ready = new Promise<void>((resolve) => {
    connected = resolve
  })
  const client = createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: MemberSocket,
    lazy: false,
    retryAttempts: 0,
    on: { connected: () => connected() },
  })
  const fail = (error: unknown) => {
    throw new Error(`subscription failed: ${JSON.stringify(error)}`)
  }
  client.subscribe<{ chatMessageAdded: { text: string } }>(
    { query: MESSAGE_ADDED, variables: { chatId } },
    { next: (r) => r.data && onMessage(r.data.chatMessageAdded.text), error: fail, complete: () => {} },
  )
  client.subscribe({ query: ACTIVITY }, { next: () => {}, error: fail, complete: () => {} })
  return { ready, close: () => client.dispose() }
}

async function post(url: string, member: BenchMember, chatId: number, text: string): Promise<void> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `sr_session=${member.token}` },
    body: JSON.stringify({ query: POST, variables: { chatId, text } }),
  })
  const body = (await response.json()) as { errors?: unknown[] }
  if (response.status !== 200 || body.errors?.length) throw new Error(JSON.stringify(body.errors))
}

async function runPush(job: PushJob): Promise<PushResult> {
  // text -> when it was sent and who must receive it
  const pending = new Map<string, { at: number; to: number }>()
  const delivery: number[] = []
  let measuring = false
  const sockets = job.chats.flatMap((chat) =>
    chat.members.map((member) =>
      connect(job.url, member, chat.id, (text) => {
        const sent = pending.get(text)
        if (!sent || sent.to !== member.userId) return
        pending.delete(text)
        if (measuring) delivery.push(performance.now() - sent.at)
      }),
    ),
  )
  await Promise.all(sockets.map((s) => s.ready))

  emit({ mark: 'idle-start' })
  await sleep(job.idleSeconds * 1000)
  emit({ mark: 'idle-end' })

  const postTimes: number[] = []
  let posted = 0
  let postErrors = 0
  let sequence = 0
  // posts at a steady rate, each without waiting for the one before
  const postFor = async (seconds: number) => {
    const interval = 1000 / job.perSecond
    const start = performance.now()
    const inFlight: Promise<void>[] = []
    for (let k = 0; performance.now() - start < seconds * 1000; k++) {
      const due = start + k * interval
      if (due > performance.now()) await sleep(due - performance.now())
      const chat = job.chats[sequence % job.chats.length] as BenchChat
      const side = Math.floor(sequence / job.chats.length) % 2
      const text = `bench ${sequence++}`
      const at = performance.now()
      pending.set(text, { at, to: (chat.members[1 - side] as BenchMember).userId })
      inFlight.push(
        post(job.url, chat.members[side] as BenchMember, chat.id, text).then(
          () => {
            if (measuring) postTimes.push(performance.now() - at)
            posted++
          },
          () => {
            postErrors++
            pending.delete(text)
          },
        ),
      )
    }
    await Promise.all(inFlight)
  }
  await postFor(job.warmupSeconds)
  pending.clear()
  posted = 0
  postErrors = 0
  measuring = true
  emit({ mark: 'push-start' })
  await postFor(job.seconds)
  emit({ mark: 'push-end' })
  const deadline = performance.now() + DELIVERY_WAIT_MS
  while (pending.size > 0 && performance.now() < deadline) await sleep(20)
  for (const socket of sockets) await socket.close()
  return {
    sockets: sockets.length,
    posted,
    delivered: delivery.length,
    undelivered: pending.size,
    delivery: latencies(delivery),
    post: latencies(postTimes),
    postErrors,
  }
}

async function runPoll(job: PollJob): Promise<PollResult> {
  const list = async (member: BenchMember, chatId: number, beforeId: number | null) => {
    const response = await fetch(`${job.url}/api/universal_comments_list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user_id: member.userId,
        user_token: member.token,
        source_type: 'chat',
        source_id: chatId,
        limit: 20,
        reverse: 1,
        ...(beforeId === null ? {} : { before_id: beforeId }),
      }),
    })
    const body = (await response.json()) as { values?: { comments: { id: number }[] }; errors?: unknown[] }
    if (response.status !== 200 || !body.values) throw new Error(JSON.stringify(body.errors))
    return body.values.comments
  }
  const clients = job.chats.flatMap((chat) => chat.members.map((member) => ({ member, chatId: chat.id })))
  // the first load (the latest page) happens before the window: the window is the idle polling
  const highest = await Promise.all(
    clients.map(async ({ member, chatId }) =>
      Math.max(0, ...(await list(member, chatId, null)).map((c) => c.id)),
    ),
  )
  const samples: number[] = []
  let errors = 0
  emit({ mark: 'poll-start' })
  const start = performance.now()
  const end = start + job.seconds * 1000
  await Promise.all(
    clients.map(async ({ member, chatId }, i) => {
      // spread over the first interval, as clients that opened the app at different moments
      let due = start + (i / clients.length) * job.intervalMs
      while (due < end) {
        if (due > performance.now()) await sleep(due - performance.now())
        const at = performance.now()
        try {
          const newer = await list(member, chatId, highest[i] || null)
          highest[i] = Math.max(highest[i] as number, ...newer.map((c) => c.id))
          samples.push(performance.now() - at)
        } catch {
          errors++
        }
        due = Math.max(due + job.intervalMs, performance.now())
      }
    }),
  )
  const seconds = (performance.now() - start) / 1000
  emit({ mark: 'poll-end' })
  return { clients: clients.length, requests: samples.length, seconds, latency: latencies(samples), errors }
}

async function main(): Promise<void> {
  let input = ''
  for await (const chunk of process.stdin) input += chunk
  const job = JSON.parse(input) as PushJob | PollJob
  const result = job.mode === 'push' ? await runPush(job) : await runPoll(job)
  emit({ result })
}

await main()
