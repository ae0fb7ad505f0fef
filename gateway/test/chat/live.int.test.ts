import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import { type ChatSite, type Json, type Live, openChatSite, type Person } from './support/chat-site.ts'

const ADDED = `subscription ($chatId: Int!, $afterSeq: Int!) {
  chatMessageAdded(chatId: $chatId, afterSeq: $afterSeq) {
    id chatId seq text createdSince
    author { type id user { fullName } designer { name logoUrl } }
    authorUser { fullName }
    media { id }
  }
}`
const ACTIVITY = 'subscription { chatActivity { chatId seq unreadTotal } }'

async function take(live: Live, count: number): Promise<Json[]> {
  const out: Json[] = []
  while (out.length < count) {
    const result = await live.next(`live message ${out.length + 1} of ${count}`)
    assert.equal(result.errors, undefined, JSON.stringify(result))
    out.push(result.data.chatMessageAdded)
  }
  return out
}

// the server subscribes a moment after the socket opens: act until the first event shows it is live
async function firstEventOf(live: Live, act: () => Promise<unknown>): Promise<Json> {
  for (let attempt = 1; ; attempt++) {
    await act()
    try {
      return await live.next('the first activity', 2000)
    } catch (error) {
      if (attempt >= 10) throw error
    }
  }
}

for (const kind of testDatabaseKinds()) {
  describe(`live chat over WebSockets through the gateway on ${kind}`, () => {
    let site: ChatSite
    let designerChat: number
    let venueChat: number
    before(async () => {
      site = await openChatSite(kind)
      const start = async (type: string, id: number) =>
        (await site.api('user_chat_create', { targets: [{ type, id }] }, site.ava)).body.values
          .chat_id as number
      designerChat = await start('designer', site.designerId)
      venueChat = await start('venue', site.venueId)
    })
    after(() => site.close())

    const post = (as: Person, chatId: number, comment: string) =>
      site.api('universal_comments_create', { source_type: 'chat', source_id: chatId, comment }, as)
    const unread = async (as: Person) =>
      (await site.api('user_chats_unread_count', {}, as)).body.values.unread_count as number

    test('a subscriber gets the stored messages after its position, then each new one, once and in order', async () => {
      for (const text of ['one', 'two', 'three']) await post(site.ava, designerChat, text)
      const live = site.live(ADDED, { chatId: designerChat, afterSeq: 1 }, site.atelierNord)
      try {
        const caughtUp = await take(live, 2)
        assert.deepEqual(
          caughtUp.map((m) => [m.seq, m.text]),
          [
            [2, 'two'],
            [3, 'three'],
          ],
        )
        assert.deepEqual(caughtUp[0].author, {
          type: 'user',
          id: site.ava.userId,
          user: { fullName: 'Ava Sinclair' },
          designer: null,
        })
        await post(site.atelierNord, designerChat, 'four')
        await post(site.ava, designerChat, 'five')
        const fresh = await take(live, 2)
        assert.deepEqual(
          fresh.map((m) => [m.seq, m.text]),
          [
            [4, 'four'],
            [5, 'five'],
          ],
        )
        assert.equal(fresh[0].author.designer.name, 'Atelier Nord')
        assert.equal(fresh[0].authorUser.fullName, 'Olga Brandt')
        assert.equal(fresh[1].createdSince, 'Just now')
      } finally {
        live.close()
      }
    })

    test('coming back after the last seen seq brings exactly what was missed', async () => {
      const away = site.live(ADDED, { chatId: designerChat, afterSeq: 5 }, site.ava)
      await post(site.atelierNord, designerChat, 'six')
      const [six] = await take(away, 1)
      away.close()
      for (const text of ['seven', 'eight', 'nine']) await post(site.atelierNord, designerChat, text)
      const back = site.live(ADDED, { chatId: designerChat, afterSeq: six.seq }, site.ava)
      try {
        assert.deepEqual(
          (await take(back, 3)).map((m) => m.text),
          ['seven', 'eight', 'nine'],
        )
        await post(site.ava, designerChat, 'ten')
        assert.deepEqual(
          (await take(back, 1)).map((m) => m.seq),
          [10],
        )
      } finally {
        back.close()
      }
    })

    test('chat activity pushes the exact header count, and a read on another device clears it', async () => {
      const badge = site.live(ACTIVITY, {}, site.glasshouse)
      try {
        const first = await firstEventOf(badge, () => post(site.ava, venueChat, 'are you open on Sunday?'))
        assert.equal(first.errors, undefined, JSON.stringify(first))
        assert.equal(first.data.chatActivity.chatId, venueChat)
        // each event counts at delivery: the last one equals the count asked for now
        let latest = first.data.chatActivity
        const count = await unread(site.glasshouse)
        while (latest.unreadTotal !== count) latest = (await badge.next()).data.chatActivity
        assert.ok(count >= 1)

        const phone = await site.sessionOf(site.glasshouse, 'olga on her phone')
        await site.graphql(
          `mutation { switchPersona(type: venue, id: ${site.venueId}) { persona { id } } }`,
          {},
          phone,
        )
        const read = await site.api(
          'universal_comments_list',
          { source_type: 'chat', source_id: venueChat, limit: 20, reverse: 1 },
          phone,
        )
        assert.equal(read.status, 200)
        while (latest.unreadTotal !== 0) latest = (await badge.next('the cleared count')).data.chatActivity
        assert.equal(latest.chatId, venueChat)
        assert.equal(await unread(site.glasshouse), 0)
      } finally {
        badge.close()
      }
    })

    test('the member’s own badge does not count what they write', async () => {
      const before = await unread(site.ava)
      await post(site.ava, venueChat, 'see you then')
      assert.equal(await unread(site.ava), before)
    })
  })
}
