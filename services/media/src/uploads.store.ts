import { sql } from 'kysely'
import type { MediaDb } from './media.tables.ts'
import { label } from './sql.ts'

export interface UploadSession {
  id: number
  userId: number
  uploadKey: string
  resourceType: string
  context: string
  totalBytes: number
  // bytes of the slices stored so far
  bytesReceived: number
  status: string
}

export interface StoredSlice {
  start: number
  end: number
  stored: boolean
  digest: string | null
}

interface SessionRow {
  id: number
  user_id: number
  upload_key: string
  resource_type: string
  context: string
  total_bytes: string | number
  bytes_received: string | number
  status: string
}

const sessionOf = (row: SessionRow): UploadSession => ({
  id: row.id,
  userId: row.user_id,
  uploadKey: row.upload_key,
  resourceType: row.resource_type,
  context: row.context,
  totalBytes: Number(row.total_bytes),
  bytesReceived: Number(row.bytes_received),
  status: row.status,
})

export interface SliceClaim {
  session: UploadSession
  // false: the slice was there already (sent again), or the upload refuses it; see clash and session
  claimed: boolean
  // the first slice already held that overlaps this one
  clash: { start: number; end: number } | null
}

export interface SliceProgress {
  bytesReceived: number
  totalBytes: number
  // true for exactly one slice: the one whose bytes made the upload whole
  complete: boolean
}

const num = (value: unknown) => Number(value)

export function createUploadsStore(db: MediaDb) {
  return {
    // one statement per slice before its bytes: creates or touches the session and takes the byte
    // range unless a slice overlaps it or the upload refuses it (another total, complete already)
    async claimSlice(input: {
      userId: number
      uploadKey: string
      resourceType: string
      context: string
      start: number
      end: number
      totalBytes: number
    }): Promise<SliceClaim> {
      const { start, end, totalBytes } = input
      const row = await db
        .with('session', (q) =>
          q
            .insertInto('upload_sessions')
            .values({
              user_id: input.userId,
              upload_key: input.uploadKey,
              resource_type: input.resourceType,
              context: input.context,
              total_bytes: totalBytes,
            })
            .onConflict((oc) =>
              oc.columns(['user_id', 'upload_key']).doUpdateSet({ last_slice_at: sql`now()` }),
            )
            .returningAll(),
        )
        .with('clash', (q) =>
          q
            .selectFrom('upload_slices')
            .innerJoin('session', 'session.id', 'upload_slices.session_id')
            .select(['upload_slices.start_byte', 'upload_slices.end_byte'])
            .where('upload_slices.start_byte', '<=', end)
            .where('upload_slices.end_byte', '>=', start)
            .orderBy('upload_slices.start_byte')
            .limit(1),
        )
        .with('claimed', (q) =>
          q
            .insertInto('upload_slices')
            .columns(['session_id', 'start_byte', 'end_byte'])
            .expression((eb) =>
              eb
                .selectFrom('session')
                .select(['session.id', sql.lit(start).as('start_byte'), sql.lit(end).as('end_byte')])
                .where('session.total_bytes', '=', totalBytes)
                .where('session.status', '=', 'receiving')
                .where((w) => w.not(w.exists(w.selectFrom('clash').select(sql.lit(1).as('one'))))),
            )
            .onConflict((oc) => oc.doNothing())
            .returning('start_byte'),
        )
        .selectFrom('session')
        .leftJoin('clash', (join) => join.onTrue())
        .selectAll('session')
        .select((eb) => [
          'clash.start_byte as clash_start',
          'clash.end_byte as clash_end',
          eb.exists(eb.selectFrom('claimed').select(sql.lit(1).as('one'))).as('claimed'),
        ])
        .modifyEnd(label('claimSlice'))
        .executeTakeFirstOrThrow()
      return {
        session: sessionOf(row),
        claimed: Boolean(row.claimed),
        clash:
          row.clash_start === null || row.clash_start === undefined
            ? null
            : { start: num(row.clash_start), end: num(row.clash_end) },
      }
    },

    // one statement per slice after its bytes: marks it stored and adds it to the session's count;
    // the row lock on the session makes the counts add up when the last slices race
    async storeSlice(sessionId: number, start: number, digest: string): Promise<SliceProgress> {
      const added = sql<number | null>`coalesce((select bytes from marked), 0)`
      const row = await db
        .with('marked', (q) =>
          q
            .updateTable('upload_slices')
            .set({ stored: true, digest })
            .where('session_id', '=', sessionId)
            .where('start_byte', '=', start)
            .where('stored', '=', false)
            .returning(sql<number>`end_byte - start_byte + 1`.as('bytes')),
        )
        .updateTable('upload_sessions')
        .set({
          bytes_received: sql`bytes_received + ${added}`,
          last_slice_at: sql`now()`,
          status: sql`case when bytes_received + ${added} = total_bytes then 'assembling' else status end`,
        })
        .where('id', '=', sessionId)
        .where('status', '=', 'receiving')
        .returning([
          'bytes_received',
          'total_bytes',
          sql<number | null>`(select bytes from marked)`.as('added'),
        ])
        .modifyEnd(label('storeSlice'))
        .executeTakeFirst()
      // gone (swept) or finished by another request meanwhile
      if (!row) return { bytesReceived: 0, totalBytes: 0, complete: false }
      const bytesReceived = num(row.bytes_received)
      const totalBytes = num(row.total_bytes)
      return { bytesReceived, totalBytes, complete: row.added !== null && bytesReceived === totalBytes }
    },

    // every slice in byte order, with the digest of each
    async slicesOf(sessionId: number): Promise<StoredSlice[]> {
      const rows = await db
        .selectFrom('upload_slices')
        .select(['start_byte', 'end_byte', 'stored', 'digest'])
        .where('session_id', '=', sessionId)
        .orderBy('start_byte')
        .modifyEnd(label('slicesOf'))
        .execute()
      return rows.map((r) => ({
        start: num(r.start_byte),
        end: num(r.end_byte),
        stored: r.stored,
        digest: r.digest,
      }))
    },

    async dropSlice(sessionId: number, start: number): Promise<void> {
      await db
        .deleteFrom('upload_slices')
        .where('session_id', '=', sessionId)
        .where('start_byte', '=', start)
        .modifyEnd(label('dropSlice'))
        .execute()
    },

    async deleteSession(sessionId: number): Promise<void> {
      await db
        .deleteFrom('upload_sessions')
        .where('id', '=', sessionId)
        .modifyEnd(label('deleteSession'))
        .execute()
    },

    // uploads nobody has added a slice to since the cut-off
    async idleSessions(before: Date, limit: number): Promise<UploadSession[]> {
      const rows = await db
        .selectFrom('upload_sessions')
        .selectAll()
        .where('last_slice_at', '<', before)
        .orderBy('last_slice_at')
        .limit(limit)
        .modifyEnd(label('idleSessions'))
        .execute()
      return rows.map(sessionOf)
    },
  }
}

export type UploadsStore = ReturnType<typeof createUploadsStore>
