import { type Kysely, sql } from 'kysely'

// a search of several words ('hem colle') reads the events through trigrams that span the space
// between them. pg_trgm cuts text into words before taking trigrams, so for `words like '%hem colle%'`
// the trigram index can only ask for events holding 'hem' and a word that starts 'colle' anywhere: at
// 100,000 events that was 1,200 candidates in a city on average for 210 matches, each fetched and
// rechecked. the same words with the spaces written as '0' ('hem0colle') are one word to pg_trgm, so
// its trigrams ('em0', 'm0c', '0co') keep the words' order and neighbours. the search still checks
// `words like` on what the index finds (search.queries.ts), so its answers are the same. the
// events' index has the city in it where btree_gin is (0007); PGlite's has the words alone
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(`do $$
    begin
      if to_regclass('search_documents_event_city_words_idx') is not null then
        create index search_documents_event_city_phrase_idx on search_documents
          using gin (city_id, replace(words, ' ', '0') gin_trgm_ops) where kind = 'event';
        alter index search_documents_event_city_phrase_idx alter column 2 set statistics 10;
      else
        create index search_documents_event_phrase_idx on search_documents
          using gin (replace(words, ' ', '0') gin_trgm_ops) where kind = 'event';
        alter index search_documents_event_phrase_idx alter column 1 set statistics 10;
      end if;
    end $$`)
    .execute(db)
  await sql`analyze search_documents`.execute(db)
}
