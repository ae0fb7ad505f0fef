import { type Kysely, sql } from 'kysely'

// the words the documents hold, each once, with the number of documents holding it and every way of
// leaving out one of its characters. a typo of one letter (left out, added, changed, or two letters
// swapped) shares one of those with the word it misspells, or is one, so the array index finds its
// corrections at any size of the list (ADR 62). triggers keep it right whatever writes the documents,
// as the documents are kept right by triggers on their sources (0003)
const STATEMENTS = [
  `create function search_word_deletes(word text) returns text[] language sql immutable parallel safe as $$
    select coalesce(array_agg(distinct left(word, i - 1) || substr(word, i + 1)), '{}')
    from generate_series(1, char_length(word)) as i
  $$`,

  // a document's words split as a search term is (letters and digits, search-terms.ts), each once
  `create function search_words_of(words text) returns setof text language sql immutable parallel safe as $$
    select distinct w from regexp_split_to_table(words, '[^[:alnum:]]+') as w where w <> ''
  $$`,

  // "C": a prefix (a word still being typed) reads the primary key. a document written changes the
  // count of each of its words: half of each page left free keeps that new version of the row on its
  // page (a HOT update), so the indexes, the deletions' GIN index above all, are not written again
  `create table search_words (
    word text collate "C" primary key,
    documents integer not null,
    deletes text[] not null
  ) with (fillfactor = 50)`,
  'create index search_words_deletes_idx on search_words using gin (deletes)',

  // both lock the words they count in the words' order, so two writers of the same words wait for
  // each other rather than deadlock
  `create function search_words_add(added text[]) returns void language sql
  set search_path from current as $$
    insert into search_words (word, documents, deletes)
    select w, count(*)::integer, search_word_deletes(w) from unnest(added) as w group by w order by w
    on conflict (word) do update set documents = search_words.documents + excluded.documents
  $$`,

  `create function search_words_remove(removed text[]) returns void language plpgsql
  set search_path from current as $$
  begin
    perform 1 from search_words where word = any(removed) order by word for update;
    update search_words s set documents = s.documents - gone.n
    from (select w, count(*)::integer as n from unnest(removed) as w group by w) gone
    where s.word = gone.w;
    delete from search_words where word = any(removed) and documents <= 0;
  end $$`,

  // one statement trigger per operation: a trigger with transition tables takes one operation. a
  // document rewritten with the same words (search_refresh_events does so) changes nothing
  `create function search_words_on_insert() returns trigger language plpgsql
  set search_path from current as $$
  begin
    perform search_words_add(array(select search_words_of(n.words) from new_rows n));
    return null;
  end $$`,
  `create function search_words_on_delete() returns trigger language plpgsql
  set search_path from current as $$
  begin
    perform search_words_remove(array(select search_words_of(o.words) from old_rows o));
    return null;
  end $$`,
  `create function search_words_on_update() returns trigger language plpgsql
  set search_path from current as $$
  begin
    perform search_words_remove(array(
      select search_words_of(o.words) from old_rows o join new_rows n using (kind, ref_id)
      where o.words is distinct from n.words));
    perform search_words_add(array(
      select search_words_of(n.words) from new_rows n join old_rows o using (kind, ref_id)
      where o.words is distinct from n.words));
    return null;
  end $$`,
  `create trigger search_words_insert after insert on search_documents referencing new table as new_rows
    for each statement execute function search_words_on_insert()`,
  `create trigger search_words_delete after delete on search_documents referencing old table as old_rows
    for each statement execute function search_words_on_delete()`,
  `create trigger search_words_update after update on search_documents
    referencing old table as old_rows new table as new_rows
    for each statement execute function search_words_on_update()`,
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db)
  // the documents written before this migration
  await sql`select search_words_add(array(select search_words_of(words) from search_documents))`.execute(db)
  await sql`analyze search_words`.execute(db)
}
