// chat delivery time in a cluster: one member listens on a chat over a WebSocket through the given
// address, the other posts at a steady rate through another; the time from sending a post to its
// arrival on the socket, for every message
import { createClient } from 'graphql-ws'
import WebSocket from 'ws'

export interface Poster {
  userId: number
  token: string
}

const MESSAGE_ADDED = `subscription ($chatId: Int!, $afterSeq: Int!) {
  chatMessageAdded(chatId: $chatId, afterSeq: $afterSeq) { seq text }
}`
const POST = `mutation ($chatId: Int!, $text: String) { postChatMessage(chatId: $chatId, text: $text) { seq } }`
const LAST_SEQ = 'query ($chatId: Int!) { chat(id: $chatId) { lastSeq } }'

async function graphql(url: string, token: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `sr_session=${token}` },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as { data?: Record<string, { lastSeq?: number }>; errors?: unknown }
  if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 300))
  return body.data
}

export interface DeliveryRun {
  chatId: number
  listener: Poster
  poster: Poster
  // where the listener's socket goes and where the posts go (the balancer or one gateway)
  listenVia: string
  postVia: string
  perSecond: number
  seconds: number
  label: string
}

// delivery times in ms, in the order the posts were sent
export async function measureDelivery(run: DeliveryRun): Promise<number[]> {
  const sentAt = new Map<string, number>()
  const times: number[] = []
  const last = (await graphql(run.listenVia, run.listener.token, LAST_SEQ, { chatId: run.chatId }))?.chat
  const token = run.listener.token
  class MemberSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie: `sr_session=${token}` } })
    }
  }
  const client = createClient({
    url: `${run.listenVia.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: MemberSocket,
    retryAttempts: 0,
  })
  let resolveFirst: () => void = () => {}
  let refused: (error: unknown) => void = () => {}
  const firstArrived = new Promise<void>((resolve, reject) => {
    resolveFirst = resolve
    refused = reject
  })
  // a refusal while the warm-up post is on its way is awaited below, not unhandled
  firstArrived.catch(() => {})
  const unsubscribe = client.subscribe<{ chatMessageAdded: { text: string } }>(
    { query: MESSAGE_ADDED, variables: { chatId: run.chatId, afterSeq: last?.lastSeq ?? 0 } },
    {
      next: (result) => {
        const text = result.data?.chatMessageAdded.text ?? ''
        const at = sentAt.get(text)
        if (at !== undefined) times.push(performance.now() - at)
        resolveFirst()
      },
      // a subscription refused or cut before the first message fails the run instead of hanging it
      error: (error) => refused(new Error(`${run.label}: subscription failed: ${JSON.stringify(error)}`)),
      complete: () => {},
    },
  )
  // a first message makes sure the subscription is live before the timed ones
  await graphql(run.postVia, run.poster.token, POST, { chatId: run.chatId, text: `${run.label} warm-up` })
  await Promise.race([
    firstArrived,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`${run.label}: no warm-up message in 60 s`)), 60_000).unref(),
    ),
  ]).catch(async (error) => {
    await client.dispose()
    throw error
  })
  const total = Math.round(run.perSecond * run.seconds)
  const started = performance.now()
  const posts: Promise<unknown>[] = []
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / run.perSecond
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    const text = `${run.label} ${i}`
    sentAt.set(text, performance.now())
    posts.push(graphql(run.postVia, run.poster.token, POST, { chatId: run.chatId, text }))
  }
  await Promise.all(posts)
  // the last ones may still be on their way
  const until = performance.now() + 10_000
  while (times.length < total && performance.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 20))
  unsubscribe()
  await client.dispose()
  return times
}
