import { sql } from 'kysely'
import { z } from 'zod'

// every query carries its name, so slow-query logs and pg_stat_statements say where it came from
export const label = (name: string) => sql.raw(`/* accounts.${name} */`)

// pg and PGlite both return Date for timestamptz; strings are accepted for safety
export const timestamp = z.coerce.date()
