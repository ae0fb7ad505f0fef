import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import { type ChatSite, type Json, openChatSite, type Who } from './support/chat-site.ts'

type Role =
  | 'participant'
  | 'persona manager'
  | 'other member'
  | 'manager as herself'
  | 'moderator'
  | 'visitor'

const ROLES: Role[] = [
  'participant',
  'persona manager',
  'other member',
  'manager as herself',
  'moderator',
  'visitor',
]
const ALLOWED = new Set<Role>(['participant', 'persona manager'])

const ADDED = `subscription ($chatId: Int!, $afterSeq: Int!) {
  chatMessageAdded(chatId: $chatId, afterSeq: $afterSeq) { id seq text }
}`

const codeOf = (result: Json) => result.errors?.[0]?.extensions?.code

for (const kind of testDatabaseKinds()) {
  describe(`who may use a chat, by every path, on ${kind}`, () => {
    let site: ChatSite
    let chatId: number
    // a chat the participant is not in, whose id someone might guess
    let otherChatId: number
    let people: Record<Role, Who>
    before(async () => {
      site = await openChatSite(kind)
      chatId = (
        await site.api('user_chat_create', { targets: [{ type: 'designer', id: site.designerId }] }, site.ava)
      ).body.values.chat_id
      await site.api(
        'universal_comments_create',
        { source_type: 'chat', source_id: chatId, comment: 'private words' },
        site.ava,
      )
      otherChatId = (
        await site.api('user_chat_create', { targets: [{ type: 'user', id: site.ben.userId }] }, site.pia)
      ).body.values.chat_id
      people = {
        participant: site.ava,
        'persona manager': site.atelierNord,
        'other member': site.ben,
        'manager as herself': site.olga,
        moderator: site.mona,
        visitor: null,
      }
    })
    after(() => site.close())

    // every /api and GraphQL path into one chat; each answers { ok } or the refusal's status and code
    const restPaths = (id: number): Array<[string, Record<string, unknown>]> => [
      ['user_chat_get', { chat_id: id }],
      ['user_chat_create', { targets: [{ type: 'chat', id }] }],
      ['universal_comments_list', { source_type: 'chat', source_id: id, reverse: 1 }],
      ['universal_comments_create', { source_type: 'chat', source_id: id, comment: 'let me in' }],
    ]
    const graphqlPaths = (id: number): Array<[string, string]> => [
      ['chat', `{ chat(id: ${id}) { id } }`],
      ['chatMessages', `{ chatMessages(chatId: ${id}) { messages { text } } }`],
      ['postChatMessage', `mutation { postChatMessage(chatId: ${id}, text: "let me in") { id } }`],
      ['markChatRead', `mutation { markChatRead(chatId: ${id}) { readSeq } }`],
      ['reportChat', `mutation { reportChat(chatId: ${id}, reason: "curious") { id } }`],
    ]

    for (const role of ROLES) {
      const allowed = ALLOWED.has(role)
      test(`the ${role} ${allowed ? 'may' : 'may not'} open, read, post in, mark, report or follow the chat`, async () => {
        const as = people[role]
        const before = await site.chatState()
        for (const [name, payload] of restPaths(chatId)) {
          // the allowed post an empty message, so nothing is stored by this walk either way
          const answer = await site.api(
            name,
            name.endsWith('_create') && allowed ? { ...payload, comment: ' ' } : payload,
            as,
          )
          const label = `${role} ${name}: ${answer.status} ${JSON.stringify(answer.body.errors)}`
          if (allowed && name === 'universal_comments_create') assert.equal(answer.status, 400, label)
          else if (allowed) assert.equal(answer.status, 200, label)
          else if (role === 'visitor')
            assert.equal(answer.body.errors[0].code, 'API_ERR_NOT_LOGGED_IN', label)
          else {
            assert.equal(answer.status, 404, label)
            assert.deepEqual(answer.body.errors[0], {
              code: 'CHAT_ERR_NOT_FOUND',
              message: 'This chat does not exist.',
              field: 'chat_id',
            })
          }
          if (!allowed) assert.equal(JSON.stringify(answer.body).includes('private words'), false, label)
        }
        for (const [name, query] of graphqlPaths(chatId)) {
          if (allowed && (name === 'postChatMessage' || name === 'reportChat')) continue
          const result = await site.graphql(query, {}, as)
          const label = `${role} ${name}: ${JSON.stringify(result).slice(0, 200)}`
          if (allowed) assert.equal(result.errors, undefined, label)
          else
            assert.equal(
              codeOf(result),
              role === 'visitor' ? 'CHAT_ERR_NOT_SIGNED_IN' : 'CHAT_ERR_NOT_FOUND',
              label,
            )
        }
        const mine = await site.graphql('{ myChats { id } }', {}, as)
        if (role === 'visitor') assert.equal(codeOf(mine), 'CHAT_ERR_NOT_SIGNED_IN')
        else
          assert.equal(
            mine.data.myChats.some((c: { id: number }) => c.id === chatId),
            allowed,
            role,
          )
        if (!allowed) assert.deepEqual(await site.chatState(), before)
      })

      test(`the ${role} ${allowed ? 'follows' : 'is refused'} the chat live over a WebSocket`, async () => {
        const live = site.live(ADDED, { chatId, afterSeq: 0 }, people[role])
        try {
          const first = await live.next(`${role}'s first live result`)
          if (allowed) assert.equal(first.data?.chatMessageAdded.text, 'private words', JSON.stringify(first))
          else {
            assert.equal(first.data?.chatMessageAdded, undefined, JSON.stringify(first))
            assert.equal(codeOf(first), role === 'visitor' ? 'CHAT_ERR_NOT_SIGNED_IN' : 'CHAT_ERR_NOT_FOUND')
          }
        } finally {
          live.close()
        }
      })
    }

    test('guessed chat ids answer everyone exactly as a chat they are not in, and change nothing', async () => {
      const before = await site.chatState()
      for (const guessed of [otherChatId, chatId + 1000, 2_147_483_647]) {
        for (const role of ['participant', 'persona manager', 'moderator'] as Role[]) {
          const as = people[role]
          for (const [name, payload] of restPaths(guessed)) {
            const answer = await site.api(name, payload, as)
            assert.equal(answer.status, 404, `${role} ${name} ${guessed}`)
            assert.equal(answer.body.errors[0].code, 'CHAT_ERR_NOT_FOUND')
          }
          for (const [name, query] of graphqlPaths(guessed))
            assert.equal(
              codeOf(await site.graphql(query, {}, as)),
              'CHAT_ERR_NOT_FOUND',
              `${role} ${name} ${guessed}`,
            )
          const live = site.live(ADDED, { chatId: guessed, afterSeq: 0 }, as)
          try {
            assert.equal(codeOf(await live.next()), 'CHAT_ERR_NOT_FOUND')
          } finally {
            live.close()
          }
        }
      }
      assert.deepEqual(await site.chatState(), before)
    })

    test('a visitor cannot follow anyone’s chat activity', async () => {
      const live = site.live('subscription { chatActivity { chatId unreadTotal } }', {}, null)
      try {
        assert.equal(codeOf(await live.next()), 'CHAT_ERR_NOT_SIGNED_IN')
      } finally {
        live.close()
      }
    })
  })
}
