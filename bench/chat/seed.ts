// members in pairs, one chat per pair: made through the accounts in-process api (sessions
// included) and chat's own startChat, on the gateway the benchmark measures
import type { TestGateway } from '@showroom/testkit'

export interface BenchMember {
  userId: number
  token: string
}

export interface BenchChat {
  id: number
  members: [BenchMember, BenchMember]
}

const START = `mutation ($targets: [ChatTargetInput!]!) { startChat(targets: $targets) { id } }`
// PostgreSQL runs these side by side, PGlite queues them
const PARALLEL = 8

export async function seedChats(gateway: TestGateway, conversations: number): Promise<BenchChat[]> {
  const { accounts } = gateway.services
  const members: BenchMember[] = new Array(conversations * 2)
  let next = 0
  const createMembers = async () => {
    while (next < members.length) {
      const i = next++
      const username = `chatbench${i.toString().padStart(4, '0')}`
      const user = await accounts.api.createUser({
        email: `${username}@example.test`,
        username,
        password: 'long-enough-password',
        fullName: `Chat Bench ${i}`,
        // so either side may start the chat
        isPro: true,
      })
      const session = await accounts.api.signIn(user.id)
      members[i] = { userId: user.id, token: session.token }
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, createMembers))
  // chat learns the members from the outbox
  await gateway.platform.events.drain()

  const chats: BenchChat[] = []
  for (let i = 0; i < conversations; i++) {
    const pair: [BenchMember, BenchMember] = [
      members[2 * i] as BenchMember,
      members[2 * i + 1] as BenchMember,
    ]
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie: `sr_session=${pair[0].token}` },
      payload: { query: START, variables: { targets: [{ type: 'user', id: pair[1].userId }] } },
    })
    const body = response.json() as { data?: { startChat: { id: number } }; errors?: unknown[] }
    if (!body.data?.startChat) throw new Error(`startChat failed: ${JSON.stringify(body.errors)}`)
    chats.push({ id: body.data.startChat.id, members: pair })
  }
  await gateway.platform.events.drain()
  return chats
}
