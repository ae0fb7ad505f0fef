import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely'
import type { MediaDb, MediaItemsTable, MediaTables } from './media.tables.ts'
import { label } from './sql.ts'

export interface MediaItemRecord {
  id: number
  publicId: string
  ownerId: number
  resourceType: 'image' | 'video'
  format: string
  width: number
  height: number
  bytes: number
  etag: string
  version: number
  folder: string
  originalKey: string | null
  sourceKey: string | null
  thumbKey: string | null
  cardKey: string | null
  previewKey: string | null
  staticThumbKey: string | null
  staticCardKey: string | null
  logoKey: string | null
  hlsKey: string | null
  mp4Key: string | null
  processed: boolean
  failed: boolean
  sourceType: string | null
  sourceId: number | null
  secondaryId: number | null
  eventId: number | null
  registeredAt: Date | null
  legacyPublic: boolean
  createdAt: Date
}

export type NewMediaItem = Insertable<MediaItemsTable>
export type MediaItemPatch = Updateable<MediaItemsTable>

type Row = Selectable<MediaItemsTable>

// rows parsed at the boundary: bigint comes back as a string from pg
function recordOf(row: Row): MediaItemRecord {
  return {
    id: Number(row.id),
    publicId: row.public_id,
    ownerId: row.owner_id,
    resourceType: row.resource_type === 'video' ? 'video' : 'image',
    format: row.format,
    width: row.width,
    height: row.height,
    bytes: Number(row.bytes),
    etag: row.etag,
    version: row.version,
    folder: row.folder,
    originalKey: row.original_key,
    sourceKey: row.source_key,
    thumbKey: row.thumb_key,
    cardKey: row.card_key,
    previewKey: row.preview_key,
    staticThumbKey: row.static_thumb_key,
    staticCardKey: row.static_card_key,
    logoKey: row.logo_key,
    hlsKey: row.hls_key,
    mp4Key: row.mp4_key,
    processed: row.processed,
    failed: Boolean(row.failed),
    sourceType: row.source_type,
    sourceId: row.source_id,
    secondaryId: row.secondary_id,
    eventId: row.event_id,
    registeredAt: row.registered_at ? new Date(row.registered_at) : null,
    legacyPublic: Boolean(row.legacy_public),
    createdAt: new Date(row.created_at),
  }
}

export function createMediaItemsStore(db: MediaDb) {
  const on = (trx?: Transaction<MediaTables>): Kysely<MediaTables> => trx ?? db
  return {
    async insert(item: NewMediaItem, trx?: Transaction<MediaTables>): Promise<MediaItemRecord> {
      const row = await on(trx)
        .insertInto('media_items')
        .values(item)
        .returningAll()
        .modifyEnd(label('insertItem'))
        .executeTakeFirstOrThrow()
      return recordOf(row as Row)
    },

    async update(id: number, patch: MediaItemPatch): Promise<MediaItemRecord | null> {
      const row = await db
        .updateTable('media_items')
        .set(patch)
        .where('id', '=', id)
        .returningAll()
        .modifyEnd(label('updateItem'))
        .executeTakeFirst()
      return row ? recordOf(row as Row) : null
    },

    async byIds(ids: readonly number[]): Promise<MediaItemRecord[]> {
      if (ids.length === 0) return []
      const rows = await db
        .selectFrom('media_items')
        .selectAll()
        .where('id', 'in', [...ids])
        .modifyEnd(label('itemsByIds'))
        .execute()
      return rows.map((r) => recordOf(r as Row))
    },

    async byPublicId(publicId: string): Promise<MediaItemRecord | null> {
      const row = await db
        .selectFrom('media_items')
        .selectAll()
        .where('public_id', '=', publicId)
        .modifyEnd(label('itemByPublicId'))
        .executeTakeFirst()
      return row ? recordOf(row as Row) : null
    },

    // a registration is first come: the where clause keeps two racing calls from both winning
    async register(
      id: number,
      source: { sourceType: string; sourceId: number; secondaryId: number | null; eventId: number | null },
    ): Promise<MediaItemRecord | null> {
      const row = await db
        .updateTable('media_items')
        .set({
          source_type: source.sourceType,
          source_id: source.sourceId,
          secondary_id: source.secondaryId,
          event_id: source.eventId,
          registered_at: new Date(),
        })
        .where('id', '=', id)
        .where('registered_at', 'is', null)
        .returningAll()
        .modifyEnd(label('registerItem'))
        .executeTakeFirst()
      return row ? recordOf(row as Row) : null
    },
  }
}

export type MediaItemsStore = ReturnType<typeof createMediaItemsStore>
