import { callApi, callGraphql, type Json, type Member, RefusedError } from './loss-http.ts'
import { type Random, sleep } from '../support/random.ts'

export interface LossChat {
  id: number
  members: readonly [Member, Member]
}

export interface PlannedMessage {
  index: number
  chat: LossChat
  author: Member
  text: string
  clientMessageId: string
  via: 'graphql' | 'api'
  // which gateway the first try goes to; retries go round the others
  gateway: number
  // sent a second time after it succeeded, as a client does that never saw the answer
  sendAgain: boolean
  // the other member marks the chat read after it arrived
  markRead: boolean
}

export interface PostingResult {
  // message index -> the id the server answered
  ids: Map<number, number>
  retries: number
  // a second send that answered another message than the first
  duplicates: string[]
  refusals: string[]
}

const POST = `mutation ($chatId: Int!, $text: String, $clientMessageId: String) {
  postChatMessage(chatId: $chatId, text: $text, clientMessageId: $clientMessageId) { id seq }
}`
const MARK_READ = 'mutation ($chatId: Int!) { markChatRead(chatId: $chatId) { readSeq } }'
const MAX_TRIES = 300

export function planMessages(random: Random, chats: readonly LossChat[], total: number, runId: number) {
  return Array.from({ length: total }, (_, index): PlannedMessage => {
    const chat = random.pick(chats)
    return {
      index,
      chat,
      author: random.pick(chat.members),
      text: `loss message ${index}`,
      clientMessageId: `loss-${runId}-${index}`,
      via: random.chance(0.5) ? 'graphql' : 'api',
      gateway: random.int(0, 1),
      sendAgain: random.chance(0.03),
      markRead: random.chance(0.05),
    }
  })
}

async function sendOnce(baseUrl: string, message: PlannedMessage, via: PlannedMessage['via']) {
  if (via === 'graphql') {
    const data = await callGraphql(baseUrl, message.author, POST, {
      chatId: message.chat.id,
      text: message.text,
      clientMessageId: message.clientMessageId,
    })
    return Number(data.postChatMessage.id)
  }
  const values: Json = await callApi(baseUrl, 'universal_comments_create', message.author, {
    source_type: 'chat',
    source_id: message.chat.id,
    city_id: null,
    comment: message.text,
    client_message_id: message.clientMessageId,
  })
  return Number(values.comment.id)
}

// tries until a gateway answers; a refusal (4xx) is a bug and is not tried again
async function persist<T>(
  gatewayUrls: readonly string[],
  first: number,
  result: PostingResult,
  attempt: (baseUrl: string) => Promise<T>,
): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt(gatewayUrls[(first + tries) % gatewayUrls.length] as string)
    } catch (error) {
      if (error instanceof RefusedError || tries >= MAX_TRIES) throw error
      result.retries++
      await sleep(Math.min(50 * (tries + 1), 1000))
    }
  }
}

// `workers` clients post the planned messages in turn through both gateways; onPosted() counts
// the messages answered so far, for the disruptions to be spread over the run, and a client only
// takes the next message once mayTake(its index) says so (the disruption due there has begun)
export async function postAll(
  plan: readonly PlannedMessage[],
  gatewayUrls: readonly string[],
  workers: number,
  onPosted: () => void,
  mayTake: (index: number) => boolean = () => true,
): Promise<PostingResult> {
  const result: PostingResult = { ids: new Map(), retries: 0, duplicates: [], refusals: [] }
  let next = 0
  const worker = async () => {
    while (next < plan.length) {
      if (!mayTake(next)) {
        await sleep(10)
        continue
      }
      const message = plan[next++] as PlannedMessage
      try {
        const id = await persist(gatewayUrls, message.gateway, result, (url) =>
          sendOnce(url, message, message.via),
        )
        result.ids.set(message.index, id)
        onPosted()
        if (message.sendAgain) {
          const other = message.via === 'graphql' ? 'api' : 'graphql'
          const again = await persist(gatewayUrls, message.gateway + 1, result, (url) =>
            sendOnce(url, message, other),
          )
          if (again !== id) result.duplicates.push(`${message.clientMessageId}: ${id} then ${again}`)
        }
        if (message.markRead) {
          const reader = message.chat.members.find((m) => m !== message.author) as Member
          await persist(gatewayUrls, message.gateway, result, (url) =>
            callGraphql(url, reader, MARK_READ, { chatId: message.chat.id }),
          )
        }
      } catch (error) {
        result.refusals.push(`${message.clientMessageId}: ${(error as Error).message}`)
      }
    }
  }
  await Promise.all(Array.from({ length: workers }, worker))
  return result
}
