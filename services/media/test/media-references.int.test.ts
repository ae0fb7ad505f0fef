import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { RequestContext } from '@showroom/platform'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { graphql } from 'graphql'
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely'
import { createMediaService } from '../src/index.ts'
import type { MediaTables } from '../src/media.tables.ts'
import { type Member, newMember, photo, sendSlice } from './support/media-harness.ts'

// counts the reads of media_items the subgraph makes
function itemReads() {
  const reads: string[] = []
  const plugin: KyselyPlugin = {
    transformQuery(args: PluginTransformQueryArgs) {
      if (args.node.kind === 'SelectQueryNode') reads.push(args.queryId.queryId)
      return args.node
    },
    transformResult: async (args: PluginTransformResultArgs) => args.result,
  }
  return { reads, plugin }
}

// the uploader asks, so every upload is visible whatever it hangs off
const context = (userId: number): RequestContext => ({
  viewer: {
    userId,
    sessionId: 'references-test',
    persona: { type: 'user', id: userId },
    roles: ['member'],
    isPro: false,
    isTeam: false,
    points: 0,
  },
  requestId: 'references-test',
  authToken: null,
  locale: 'en',
  clientIp: null,
})

for (const kind of testDatabaseKinds()) {
  describe(`media item references (${kind})`, () => {
    let gateway: TestGateway
    let member: Member
    const ids: number[] = []
    before(async () => {
      gateway = await createTestGateway({ database: kind })
      member = await newMember(gateway)
      for (const width of [200, 240, 280, 320]) {
        const answer = await sendSlice(gateway, await photo(width, 200), { member, resourceType: 'image' })
        assert.equal(answer.status, 200, JSON.stringify(answer.body))
        ids.push(answer.body.media_item_id)
      }
    })
    after(() => gateway?.close())

    it('resolves a list of references in one query for the items and one for what they hang off, in order', async () => {
      const { reads, plugin } = itemReads()
      // a second media subgraph over the same tables, its reads counted; the gateway's own runs the jobs
      const media = createMediaService({
        db: gateway.platform.database.forSchema<MediaTables>('media').withPlugin(plugin),
        storage: gateway.platform.storage,
        jobs: { register: () => {}, enqueue: async () => '' } as never,
        events: gateway.platform.events,
        logger: gateway.platform.logger,
        publicUrl: gateway.platform.config.publicUrl,
      })
      const missing = Math.max(...ids) + 1000
      const wanted = [ids[2], ids[0], missing, ids[3], ids[1], ids[0]]
      const result = await graphql({
        schema: media.schema,
        source: `query ($refs: [_Any!]!) { _entities(representations: $refs) { ... on MediaItem { id widthPx } } }`,
        variableValues: { refs: wanted.map((id) => ({ __typename: 'MediaItem', id })) },
        contextValue: context(member.userId),
      })
      assert.equal(result.errors, undefined, JSON.stringify(result.errors))
      const entities = (result.data as { _entities: ({ id: number; widthPx: number } | null)[] })._entities
      assert.deepEqual(
        entities.map((e) => e?.id ?? null),
        wanted.map((id) => (id === missing ? null : id)),
      )
      assert.equal(entities[0]?.widthPx, 280)
      assert.equal(reads.length, 2, `the references took ${reads.length} queries`)
    })

    it('keeps each request to its own batch', async () => {
      const { reads, plugin } = itemReads()
      const media = createMediaService({
        db: gateway.platform.database.forSchema<MediaTables>('media').withPlugin(plugin),
        storage: gateway.platform.storage,
        jobs: { register: () => {}, enqueue: async () => '' } as never,
        events: gateway.platform.events,
        logger: gateway.platform.logger,
        publicUrl: gateway.platform.config.publicUrl,
      })
      const ask = (refs: number[]) =>
        graphql({
          schema: media.schema,
          source: `query ($refs: [_Any!]!) { _entities(representations: $refs) { ... on MediaItem { id } } }`,
          variableValues: { refs: refs.map((id) => ({ __typename: 'MediaItem', id })) },
          contextValue: context(member.userId),
        })
      const [one, two] = await Promise.all([
        ask([ids[0] as number, ids[1] as number]),
        ask([ids[2] as number]),
      ])
      // graphql answers null-prototype objects
      const plain = (value: unknown) => JSON.parse(JSON.stringify(value))
      assert.deepEqual(plain(one.data?._entities), [{ id: ids[0] }, { id: ids[1] }])
      assert.deepEqual(plain(two.data?._entities), [{ id: ids[2] }])
      assert.equal(reads.length, 4)
    })
  })
}
