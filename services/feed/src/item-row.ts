import { z } from 'zod'
import { ENTITY_TYPES, SOURCE_TYPES, TARGET_TYPES } from './feed.tables.ts'

// an item as read from the table, parsed at the boundary
export const whole = z.number().int()

export const itemRow = z.object({
  id: whole,
  created_at: z.date(),
  source_type: z.enum(SOURCE_TYPES),
  source_id: whole,
  comment_id: whole,
  author_id: whole,
  entity_type: z.enum(ENTITY_TYPES),
  entity_id: whole,
  target_type: z.enum(TARGET_TYPES).nullable(),
  target_id: whole.nullable(),
  city_id: whole.nullable(),
  profile_id: whole.nullable(),
  shared_from_id: whole.nullable(),
  shared_by: whole.nullable(),
  hidden: z.boolean(),
})
export type ItemRow = z.infer<typeof itemRow>

export const ITEM_COLUMNS = [
  'id',
  'created_at',
  'source_type',
  'source_id',
  'comment_id',
  'author_id',
  'entity_type',
  'entity_id',
  'target_type',
  'target_id',
  'city_id',
  'profile_id',
  'shared_from_id',
  'shared_by',
  'hidden',
] as const

export const parseRows = (rows: unknown[]) => rows.map((row) => itemRow.parse(row))
