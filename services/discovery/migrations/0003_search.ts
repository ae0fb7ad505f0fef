import { type Kysely, sql } from 'kysely'

// one row per searchable thing, kept right by triggers whatever writes the source tables (the api,
// bulk loads, hand-written SQL). kind + ref_id name the thing; source names the service that fed it,
// so another service (commerce's online sales) can add its own kind later through an api call.
// words: lower-cased English text matched with pg_trgm (typos forgiven); cjk_grams: the Chinese
// characters and character pairs, matched by array containment (pg_trgm skips or hashes Chinese
// by locale, and two-character names sit inside longer runs without spaces)
const STATEMENTS = [
  'create extension if not exists pg_trgm with schema public',

  `create table search_documents (
    kind text not null,
    ref_id integer not null,
    source text not null default 'discovery',
    city_id integer,
    type_id integer,
    title_en text not null,
    title_zh text,
    words text not null,
    cjk_grams text[] not null,
    starts_at timestamptz,
    ends_at timestamptz,
    primary key (kind, ref_id)
  )`,
  'create index search_documents_words_idx on search_documents using gin (words gin_trgm_ops)',
  'create index search_documents_cjk_idx on search_documents using gin (cjk_grams)',

  // single Chinese characters and every pair inside a run of Chinese characters
  `create function search_cjk_grams(body text) returns text[] language sql immutable parallel safe as $$
    select coalesce(array_agg(distinct substr(run.r[1], i, n)), '{}')
    from regexp_matches(coalesce(body, ''), '[㐀-鿿豈-﫿]+', 'g') as run(r)
    cross join lateral generate_series(1, char_length(run.r[1])) as i
    cross join (values (1), (2)) as len(n)
    where i + n - 1 <= char_length(run.r[1])
  $$`,

  // events carry their venue and designer names too; unlisted and cancelled events are left out
  `create function search_refresh_events(ids integer[]) returns void language plpgsql
  set search_path from current as $$
  begin
    delete from search_documents d where d.kind = 'event' and d.ref_id = any(ids)
      and not exists (select 1 from events e where e.id = d.ref_id and not e.is_unlisted and not e.is_cancelled);
    insert into search_documents (kind, ref_id, city_id, type_id, title_en, title_zh, words, cjk_grams, starts_at, ends_at)
    select 'event', e.id, e.city_id, e.type_id, e.name_en, e.name_zh,
      lower(concat_ws(' ', e.name_en, v.address_business_name, people.names_en)),
      search_cjk_grams(concat_ws(' ', e.name_zh, v.name_zh, people.names_zh)),
      e.starts_at, e.ends_at
    from events e
    left join venues v on v.id = e.venue_id
    left join lateral (
      select string_agg(d.name_en, ' ') as names_en, string_agg(d.name_zh, ' ') as names_zh
      from event_designers ed join designers d on d.id = ed.designer_id
      where ed.event_id = e.id
    ) people on true
    where e.id = any(ids) and not e.is_unlisted and not e.is_cancelled
    on conflict (kind, ref_id) do update set city_id = excluded.city_id, type_id = excluded.type_id,
      title_en = excluded.title_en, title_zh = excluded.title_zh, words = excluded.words,
      cjk_grams = excluded.cjk_grams, starts_at = excluded.starts_at, ends_at = excluded.ends_at;
  end $$`,

  `create function search_refresh_designers(ids integer[]) returns void language plpgsql
  set search_path from current as $$
  begin
    delete from search_documents d where d.kind = 'designer' and d.ref_id = any(ids)
      and not exists (select 1 from designers x where x.id = d.ref_id);
    insert into search_documents (kind, ref_id, city_id, title_en, title_zh, words, cjk_grams)
    select 'designer', x.id, x.city_id, x.name_en, x.name_zh, lower(x.name_en), search_cjk_grams(x.name_zh)
    from designers x where x.id = any(ids)
    on conflict (kind, ref_id) do update set city_id = excluded.city_id, title_en = excluded.title_en,
      title_zh = excluded.title_zh, words = excluded.words, cjk_grams = excluded.cjk_grams;
  end $$`,

  `create function search_refresh_venues(ids integer[]) returns void language plpgsql
  set search_path from current as $$
  begin
    delete from search_documents d where d.kind = 'venue' and d.ref_id = any(ids)
      and not exists (select 1 from venues x where x.id = d.ref_id);
    insert into search_documents (kind, ref_id, city_id, title_en, title_zh, words, cjk_grams)
    select 'venue', x.id, x.city_id, x.address_business_name, x.name_zh, lower(x.address_business_name),
      search_cjk_grams(x.name_zh)
    from venues x where x.id = any(ids)
    on conflict (kind, ref_id) do update set city_id = excluded.city_id, title_en = excluded.title_en,
      title_zh = excluded.title_zh, words = excluded.words, cjk_grams = excluded.cjk_grams;
  end $$`,

  // news: starts_at holds the publication time (newest first, unpublished ones hidden)
  `create function search_refresh_news(ids integer[]) returns void language plpgsql
  set search_path from current as $$
  begin
    delete from search_documents d where d.kind = 'news' and d.ref_id = any(ids)
      and not exists (select 1 from news x where x.id = d.ref_id);
    insert into search_documents (kind, ref_id, city_id, title_en, title_zh, words, cjk_grams, starts_at)
    select 'news', x.id, x.city_id, x.title_en, x.title_zh, lower(x.title_en), search_cjk_grams(x.title_zh),
      x.published_at
    from news x where x.id = any(ids)
    on conflict (kind, ref_id) do update set city_id = excluded.city_id, title_en = excluded.title_en,
      title_zh = excluded.title_zh, words = excluded.words, cjk_grams = excluded.cjk_grams,
      starts_at = excluded.starts_at;
  end $$`,

  // bulk inserts and deletes refresh once per statement (transition tables); updates once per row
  ...trigger('events', 'id', `perform search_refresh_events(ids);`),
  `create trigger search_events_update after update on events for each row
    when (old.name_en is distinct from new.name_en or old.name_zh is distinct from new.name_zh
      or old.city_id is distinct from new.city_id or old.venue_id is distinct from new.venue_id
      or old.type_id is distinct from new.type_id or old.starts_at is distinct from new.starts_at
      or old.ends_at is distinct from new.ends_at or old.is_unlisted is distinct from new.is_unlisted
      or old.is_cancelled is distinct from new.is_cancelled)
    execute function search_on_events_change()`,

  ...trigger('event_designers', 'event_id', `perform search_refresh_events(ids);`),
  `create trigger search_event_designers_update after update on event_designers for each row
    execute function search_on_event_designers_change()`,

  ...trigger(
    'designers',
    'id',
    `perform search_refresh_designers(ids);
    if tg_op = 'UPDATE' then
      perform search_refresh_events(array(select event_id from event_designers where designer_id = any(ids)));
    end if;`,
  ),
  `create trigger search_designers_update after update on designers for each row
    when (old.name_en is distinct from new.name_en or old.name_zh is distinct from new.name_zh
      or old.city_id is distinct from new.city_id)
    execute function search_on_designers_change()`,

  ...trigger(
    'venues',
    'id',
    `perform search_refresh_venues(ids);
    if tg_op = 'UPDATE' then
      perform search_refresh_events(array(select id from events where venue_id = any(ids)));
    end if;`,
  ),
  `create trigger search_venues_update after update on venues for each row
    when (old.address_business_name is distinct from new.address_business_name
      or old.name_zh is distinct from new.name_zh or old.city_id is distinct from new.city_id)
    execute function search_on_venues_change()`,

  ...trigger('news', 'id', `perform search_refresh_news(ids);`),
  `create trigger search_news_update after update on news for each row
    when (old.title_en is distinct from new.title_en or old.title_zh is distinct from new.title_zh
      or old.city_id is distinct from new.city_id or old.published_at is distinct from new.published_at)
    execute function search_on_news_change()`,
]

// the trigger function of one table plus its insert and delete statement triggers
function trigger(table: string, key: string, body: string): string[] {
  return [
    `create function search_on_${table}_change() returns trigger language plpgsql
    set search_path from current as $$
    declare ids integer[];
    begin
      if tg_level = 'ROW' then ids := array[coalesce(new.${key}, old.${key})];
      elsif tg_op = 'DELETE' then ids := array(select distinct ${key} from old_rows);
      else ids := array(select distinct ${key} from new_rows);
      end if;
      ${body}
      return null;
    end $$`,
    `create trigger search_${table}_insert after insert on ${table} referencing new table as new_rows
      for each statement execute function search_on_${table}_change()`,
    `create trigger search_${table}_delete after delete on ${table} referencing old table as old_rows
      for each statement execute function search_on_${table}_change()`,
  ]
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db)
  // rows written before this migration
  await sql.raw('select search_refresh_designers(array(select id from designers))').execute(db)
  await sql.raw('select search_refresh_venues(array(select id from venues))').execute(db)
  await sql.raw('select search_refresh_events(array(select id from events))').execute(db)
  await sql.raw('select search_refresh_news(array(select id from news))').execute(db)
}
