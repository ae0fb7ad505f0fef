import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { DomainEvent, RequestContext } from '@showroom/platform'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { graphql } from 'graphql'
import { createAttachmentsStore } from '../src/attachments.store.ts'
import { learnChatMedia } from '../src/media.events.ts'
import type { MediaTables } from '../src/media.tables.ts'
import { announce, type Member, newMember, photo, sendSlice } from './support/media-harness.ts'

// loose JSON, as a client reads it
// biome-ignore lint/suspicious/noExplicitAny: loose JSON in tests
type Json = any

type Role = 'owner' | 'member' | 'other member' | 'moderator' | 'visitor'
type Seen = Record<Role, boolean>

interface ChatPhoto {
  id: number
  publicId: string
}

const MINUTE = 60_000

for (const kind of testDatabaseKinds()) {
  describe(`chat photos seen by the chat's members only (${kind})`, () => {
    let gateway: TestGateway
    let owner: Member
    let member: Member
    let other: Member
    let moderator: Member
    // chats and messages are the chat service's: media only hears of their ids
    let nextChatId = 7000
    let nextMessageId = 70_000

    before(async () => {
      gateway = await createTestGateway({ database: kind })
      owner = await newMember(gateway)
      member = await newMember(gateway)
      other = await newMember(gateway)
      moderator = await newMember(gateway, ['member', 'moderator'])
      await gateway.platform.events.drain()
    })
    after(() => gateway?.close())

    const callerOf = (role: Role): Member | null =>
      ({ owner, member, 'other member': other, moderator, visitor: null })[role]

    async function graph(query: string, as: Member | null): Promise<Json> {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query },
        headers: as ? { authorization: `Bearer ${as.token}` } : {},
      })
      assert.equal(response.statusCode, 200, response.body)
      const body = response.json()
      assert.equal(body.errors, undefined, response.body)
      return body.data
    }

    // every way of reading one upload must agree: by id, in a list, by public id
    async function sees(as: Member | null, item: ChatPhoto): Promise<boolean> {
      const data = await graph(
        `{ one: mediaItem(id: ${item.id}) { id }
           list: mediaItems(ids: [${item.id}]) { id }
           byPublic: mediaItemByPublicId(publicId: "${item.publicId}") { id } }`,
        as,
      )
      const seen = [data.one?.id === item.id, data.list.length === 1, data.byPublic?.id === item.id]
      assert.ok(
        seen.every((s) => s === seen[0]),
        `the three reads disagree: ${JSON.stringify(data)}`,
      )
      return seen[0] as boolean
    }

    async function assertSeen(item: ChatPhoto, expected: Seen) {
      for (const [role, visible] of Object.entries(expected) as [Role, boolean][])
        assert.equal(
          await sees(callerOf(role), item),
          visible,
          `${role} ${visible ? 'sees' : 'must not see'} it`,
        )
    }

    async function chatPhoto(as: Member): Promise<ChatPhoto> {
      const answer = await sendSlice(gateway, await photo(320, 240), {
        member: as,
        resourceType: 'image',
        context: 'chat',
      })
      assert.equal(answer.status, 200, JSON.stringify(answer.body))
      await gateway.platform.events.drain()
      return { id: answer.body.media_item_id, publicId: answer.body.public_id }
    }

    async function newChat(memberIds: number[]): Promise<number> {
      const chatId = nextChatId++
      await announce(gateway, 'chat.chat.created', { id: chatId, memberIds })
      return chatId
    }

    const post = (chatId: number, author: Member, photoIds: number[]) =>
      announce(gateway, 'chat.message.created', {
        chatId,
        messageId: nextMessageId++,
        seq: 1,
        authorUserId: author.userId,
        photoIds,
      })

    // a second view of media's tables, to hand it events with a chosen time
    const attachments = () =>
      createAttachmentsStore(gateway.platform.database.forSchema<MediaTables>('media'))
    const chatEvent = (type: string, payload: unknown, occurredAt: Date): DomainEvent => ({
      id: `test-${type}-${occurredAt.getTime()}`,
      type,
      aggregateType: 'chat',
      aggregateId: '0',
      payload,
      occurredAt,
    })

    it('shows a message’s photo to both members and to nobody else, moderators included', async () => {
      const chatId = await newChat([owner.userId, member.userId])
      const sent = await chatPhoto(owner)
      await post(chatId, owner, [sent.id])
      await assertSeen(sent, {
        owner: true,
        member: true,
        'other member': false,
        moderator: false,
        visitor: false,
      })
    })

    it('keeps a photo its owner’s until a message carries it', async () => {
      await newChat([owner.userId, member.userId])
      const unsent = await chatPhoto(owner)
      await assertSeen(unsent, {
        owner: true,
        member: false,
        'other member': false,
        moderator: false,
        visitor: false,
      })
    })

    it('shows a photo whose message arrived before the members once the members arrive', async () => {
      const chatId = nextChatId++
      const sent = await chatPhoto(owner)
      await post(chatId, owner, [sent.id])
      assert.equal(await sees(owner, sent), true)
      assert.equal(await sees(member, sent), false)

      await announce(gateway, 'chat.chat.created', { id: chatId, memberIds: [owner.userId, member.userId] })
      await assertSeen(sent, {
        owner: true,
        member: true,
        'other member': false,
        moderator: false,
        visitor: false,
      })

      // a manager who joins later sees the photos already sent
      const manager = await newMember(gateway)
      assert.equal(await sees(manager, sent), false)
      await announce(gateway, 'chat.member.added', { chatId, userId: manager.userId })
      assert.equal(await sees(manager, sent), true)
    })

    it('hides the photos from a member once removed, and shows them again if they rejoin', async () => {
      const chatId = await newChat([owner.userId, member.userId])
      const sent = await chatPhoto(owner)
      await post(chatId, owner, [sent.id])
      assert.equal(await sees(member, sent), true)

      await announce(gateway, 'chat.member.removed', { chatId, userId: member.userId })
      await assertSeen(sent, {
        owner: true,
        member: false,
        'other member': false,
        moderator: false,
        visitor: false,
      })
      const later = await chatPhoto(owner)
      await post(chatId, owner, [later.id])
      assert.equal(await sees(member, later), false)

      await announce(gateway, 'chat.member.added', { chatId, userId: member.userId })
      assert.equal(await sees(member, sent), true)
      assert.equal(await sees(member, later), true)
    })

    it('goes by when each membership event happened, not when it was delivered', async () => {
      const chatId = nextChatId++
      const sent = await chatPhoto(owner)
      await post(chatId, owner, [sent.id])
      const store = attachments()
      const now = Date.now()

      // the removal is delivered first, the earlier creation of the chat after it
      await learnChatMedia(
        store,
        chatEvent('chat.member.removed', { chatId, userId: member.userId }, new Date(now - MINUTE)),
      )
      await learnChatMedia(
        store,
        chatEvent(
          'chat.chat.created',
          { id: chatId, memberIds: [owner.userId, member.userId] },
          new Date(now - 2 * MINUTE),
        ),
      )
      assert.equal(await sees(member, sent), false)

      // a join delivered late but made after the removal counts
      await learnChatMedia(
        store,
        chatEvent('chat.member.added', { chatId, userId: other.userId }, new Date(now - 3 * MINUTE)),
      )
      await learnChatMedia(
        store,
        chatEvent('chat.member.removed', { chatId, userId: other.userId }, new Date(now - 4 * MINUTE)),
      )
      assert.equal(await sees(other, sent), true)
      assert.equal(await sees(moderator, sent), false)
    })

    it('attaches only the author’s own uploads to their message', async () => {
      const chatId = await newChat([owner.userId, member.userId])
      const mine = await chatPhoto(owner)
      const theirs = await chatPhoto(other)
      await post(chatId, owner, [mine.id, theirs.id])
      assert.equal(await sees(member, mine), true)
      assert.equal(await sees(member, theirs), false)
      assert.equal(await sees(other, theirs), true)

      // a member naming the owner's unsent upload in their own message does not reach it either
      const unsent = await chatPhoto(owner)
      await post(chatId, member, [unsent.id])
      assert.equal(await sees(member, unsent), false)
    })

    it('finds no chat photo for those outside the chat, whatever ids they try', async () => {
      const chatId = await newChat([owner.userId, member.userId])
      const sent = [await chatPhoto(owner), await chatPhoto(member)]
      await post(chatId, owner, [sent[0]?.id as number])
      await post(chatId, member, [sent[1]?.id as number])
      const highest = Math.max(...sent.map((s) => s.id))
      const everyId = Array.from({ length: Math.min(highest, 200) }, (_, n) => highest - n)
      for (const as of [other, moderator, null]) {
        const data = await graph(`{ mediaItems(ids: [${everyId.join(',')}]) { id } }`, as)
        const found = data.mediaItems.map((item: { id: number }) => item.id)
        for (const s of sent) assert.ok(!found.includes(s.id), `${as?.userId ?? 'visitor'} found ${s.id}`)
      }
      for (const as of [owner, member]) {
        const data = await graph(`{ mediaItems(ids: [${everyId.join(',')}]) { id } }`, as)
        const found = data.mediaItems.map((item: { id: number }) => item.id)
        for (const s of sent) assert.ok(found.includes(s.id), `member ${as.userId} misses ${s.id}`)
      }
    })

    it('resolves a chat message’s media references for members and as null for anyone else', async () => {
      const chatId = await newChat([owner.userId, member.userId])
      const sent = await chatPhoto(owner)
      await post(chatId, owner, [sent.id])
      const resolveAs = async (as: Member) => {
        const context: RequestContext = {
          viewer: {
            userId: as.userId,
            sessionId: 'chat-media-test',
            persona: { type: 'user', id: as.userId },
            roles: as === moderator ? ['member', 'moderator'] : ['member'],
            isPro: false,
            isTeam: false,
            points: 0,
          },
          requestId: 'chat-media-test',
          authToken: null,
          locale: 'en',
          clientIp: null,
        }
        const result = await graphql({
          schema: gateway.services.media.schema,
          source: `query ($refs: [_Any!]!) { _entities(representations: $refs) { ... on MediaItem { id } } }`,
          variableValues: { refs: [{ __typename: 'MediaItem', id: sent.id }] },
          contextValue: context,
        })
        assert.equal(result.errors, undefined, JSON.stringify(result.errors))
        return (result.data as { _entities: ({ id: number } | null)[] })._entities[0]?.id ?? null
      }
      assert.equal(await resolveAs(member), sent.id)
      assert.equal(await resolveAs(other), null)
      assert.equal(await resolveAs(moderator), null)
    })

    it('ignores chat events with missing or malformed fields', async () => {
      const chatId = await newChat([owner.userId, member.userId])
      const sent = await chatPhoto(owner)
      const store = attachments()
      const at = new Date()
      const malformed: [string, unknown][] = [
        [
          'chat.message.created',
          { chatId: String(chatId), messageId: 1, authorUserId: owner.userId, photoIds: [sent.id] },
        ],
        [
          'chat.message.created',
          { chatId, messageId: 1, authorUserId: owner.userId, photoIds: String(sent.id) },
        ],
        ['chat.message.created', { chatId, authorUserId: owner.userId, photoIds: [sent.id] }],
        ['chat.message.created', { chatId, messageId: 1.5, authorUserId: owner.userId, photoIds: [sent.id] }],
        ['chat.message.created', null],
        ['chat.chat.created', { id: chatId, memberIds: 'all' }],
        ['chat.member.added', { chatId, userId: `${other.userId}` }],
        ['chat.member.added', { chatId: null, userId: other.userId }],
        ['chat.member.removed', { userId: member.userId }],
      ]
      for (const [type, payload] of malformed) await learnChatMedia(store, chatEvent(type, payload, at))
      assert.equal(await sees(member, sent), false)
      assert.equal(await sees(other, sent), false)

      // photo ids that are not whole numbers are skipped, the others kept
      await post(chatId, owner, [sent.id, 'x' as never, 2.5 as never])
      assert.equal(await sees(member, sent), true)
      await learnChatMedia(
        store,
        chatEvent('chat.member.removed', { chatId: 'x', userId: member.userId }, new Date()),
      )
      assert.equal(await sees(member, sent), true)
    })

    it('keeps a photo on a comment about a chat its owner’s: chat messages are the chat service’s', async () => {
      const chatId = await newChat([owner.userId, member.userId])
      const sent = await chatPhoto(owner)
      await announce(gateway, 'comments.comment.created', {
        id: 880_000 + chatId,
        commentType: 'universal',
        sourceType: 'chat',
        sourceId: chatId,
        userId: owner.userId,
        photoIds: [sent.id],
      })
      await announce(gateway, 'comments.comment.shown', {
        id: 880_000 + chatId,
        sourceType: 'chat',
        sourceId: chatId,
        userId: owner.userId,
        photoIds: [sent.id],
      })
      await assertSeen(sent, {
        owner: true,
        member: false,
        'other member': false,
        moderator: false,
        visitor: false,
      })
    })
  })
}
