// the data the feed benchmark reads, written straight into the tables with generate_series (learning
// a million comments through the outbox would take hours). Feed items are spread over eight cities
// (40% London, every tenth a photo row, a few hidden); each comment item has its comment in the
// comments service, posted by one of a few real members (some as a real designer) on one of a few
// real London events, so a page reads real names through federation. And one member's 10,000
// notifications from 20 real members, as the notifications service stores them
import type { Database } from '@showroom/platform'
import { sql } from 'kysely'

const CHUNK = 100_000
export const LONDON = 1

export interface Cast {
  members: readonly number[]
  designers: readonly number[]
  events: readonly number[]
}

const list = (ids: readonly number[]) => sql`array[${sql.join(ids.map((id) => sql`${id}::int`))}]`

// newest first: row g (1 = newest) was posted g/3 * 250 ms before `base`, so three posts share each
// millisecond and the id breaks the tie. Row g is comment g, or (every tenth) a photo of comment g + 1
export async function seedFeedItems(
  database: Database,
  count: number,
  base: Date,
  cast: Cast,
  log: (line: string) => void,
): Promise<void> {
  const members = list(cast.members)
  const designers = list(cast.designers)
  const events = list(cast.events)
  const at = sql`${base.toISOString()}::timestamptz - (g / 3) * interval '250 milliseconds'`
  const author = sql`(${members})[1 + ((g::bigint * 7919) % ${cast.members.length})::int]`
  const asDesigner = sql`g % 20 = 7`
  const designer = sql`(${designers})[1 + g % ${cast.designers.length}]`
  const city = sql`case when g % 10 < 4 then ${LONDON} else 2 + g % 7 end`
  // oldest first, so ids grow with time as they do live
  for (let high = count; high >= 1; high -= CHUNK) {
    const low = Math.max(1, high - CHUNK + 1)
    const rows = sql`generate_series(${high}::int, ${low}::int, -1) as g`
    await sql`insert into comments.comments (id, comment_type, event_id, city_id, user_id, display_type, display_id,
        body, photo_ids, mentions, created_at)
      select g, 'event', (${events})[1 + g % ${cast.events.length}], ${city}, ${author},
        case when ${asDesigner} then 'designer' else 'user' end,
        case when ${asDesigner} then ${designer} else ${author} end,
        'Bench comment ' || g || ': the linen rail at the back is half price today', '{}', '{}', ${at}
      from ${rows} where g % 10 <> 0`.execute(database.db)
    await sql`insert into feed.items (created_at, source_type, source_id, comment_id, author_id, entity_type,
        entity_id, target_type, target_id, city_id, profile_id, hidden)
      select ${at},
        case when g % 10 = 0 then 'media' else 'event_comment' end,
        case when g % 10 = 0 then 500000 + g else g end,
        case when g % 10 = 0 then g + 1 else g end,
        ${author},
        case when ${asDesigner} then 'designer' else 'user' end,
        case when ${asDesigner} then ${designer} else ${author} end,
        'event', (${events})[1 + g % ${cast.events.length}],
        ${city},
        case when ${asDesigner} then null else ${author} end,
        g % 200 = 3
      from ${rows}`.execute(database.db)
    log(`  ${(count - low + 1).toLocaleString('en')} of ${count.toLocaleString('en')} feed items`)
  }
  // hidden items' comments are shadow-banned, as comments would have them
  await sql`update comments.comments set is_shadow_banned = true where id % 200 = 3`.execute(database.db)
  await sql`select setval(pg_get_serial_sequence('comments.comments', 'id'), ${count + 1})`.execute(
    database.db,
  )
  await sql`analyze feed.items`.execute(database.db)
  await sql`analyze comments.comments`.execute(database.db)
}

// one member's notifications: `count` groups, the oldest 90% seen, each with one cause by one of `actors`
export async function seedNotifications(
  database: Database,
  recipientId: number,
  actors: readonly number[],
  count: number,
  base: Date,
): Promise<void> {
  await sql`insert into notifications.recipients (user_id, last_seq) values (${recipientId}, ${count})
    on conflict (user_id) do update set last_seq = excluded.last_seq`.execute(database.db)
  await sql`insert into notifications.notifications (recipient_id, kind, object_id, seq, seen, actor_count,
      item_count, created_at, updated_at)
    select ${recipientId}, (array['comment_like', 'comment_reply', 'user_follow'])[1 + g % 3],
      g, g, g <= ${Math.floor(count * 0.9)}, 1, 0,
      ${base.toISOString()}::timestamptz - (${count} - g) * interval '1 minute',
      ${base.toISOString()}::timestamptz - (${count} - g) * interval '1 minute'
    from generate_series(1, ${count}) as g`.execute(database.db)
  await sql`insert into notifications.causes (notification_id, cause_type, cause_id, actor_type, actor_id, created_at)
    select n.id, case n.kind when 'comment_like' then 'like' when 'comment_reply' then 'comment' else 'user' end,
      n.seq, 'user', (${list(actors)})[1 + n.seq % ${actors.length}], n.updated_at
    from notifications.notifications n where n.recipient_id = ${recipientId}`.execute(database.db)
  await sql`analyze notifications.notifications`.execute(database.db)
  await sql`analyze notifications.causes`.execute(database.db)
}
