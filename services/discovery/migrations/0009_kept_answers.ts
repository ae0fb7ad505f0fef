import { type Kysely, sql } from 'kysely'

// A version per kind of answer a process may keep (search, the calendar), moved by the commit of any
// change to the tables that answer reads. A process keeps an answer under the version it read before
// computing it, and gives it again only to requests that read the same version (ADR 11): a change
// made on any process is seen by the next request on every process.
//
// Each bump runs as a deferred constraint trigger: at commit, after everything else the transaction
// did, so a version row is locked for the commit alone and two writers can never wait on it and on
// each other's rows. The first row a transaction changes bumps the version once; a flag that lasts
// as long as the transaction stops the rest (a bulk insert of 100,000 events bumps each version once).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table answer_versions (
    name text primary key,
    version bigint not null default 0
  )`.execute(db)
  await sql`insert into answer_versions (name) values ('search'), ('calendar')`.execute(db)
  await sql`create function answer_version_bump() returns trigger language plpgsql
  set search_path from current as $$
  declare
    flag text := 'showroom.answer_version_bumped_' || tg_argv[0];
  begin
    if current_setting(flag, true) = 'yes' then
      return null;
    end if;
    perform set_config(flag, 'yes', true);
    update answer_versions set version = version + 1 where name = tg_argv[0];
    return null;
  end $$`.execute(db)

  const bump = (name: string, table: string, events: string, when = '') =>
    sql
      .raw(`create constraint trigger ${table}_bumps_${name}_${events.split(' ')[0]}
        after ${events} on ${table} deferrable initially deferred
        for each row ${when} execute function answer_version_bump('${name}')`)
      .execute(db)

  // search reads search_documents alone, which triggers keep from every source table (0003)
  await bump('search', 'search_documents', 'insert or update or delete')
  // the calendar reads event_dates (which carries its event's ranking columns, 0008) and the names
  // and slugs of events; a page view or a ticket click changes neither
  await bump('calendar', 'event_dates', 'insert or update or delete')
  await bump('calendar', 'events', 'insert or delete')
  await bump(
    'calendar',
    'events',
    'update',
    `when (old.slug is distinct from new.slug or old.name_en is distinct from new.name_en
      or old.name_zh is distinct from new.name_zh or old.type_id is distinct from new.type_id)`,
  )
  // a constraint trigger cannot fire on truncate: a truncate bumps at once
  for (const [name, table] of [
    ['search', 'search_documents'],
    ['calendar', 'event_dates'],
    ['calendar', 'events'],
  ] as const)
    await sql
      .raw(`create trigger ${table}_bumps_${name}_truncate after truncate on ${table}
        for each statement execute function answer_version_bump('${name}')`)
      .execute(db)
}
