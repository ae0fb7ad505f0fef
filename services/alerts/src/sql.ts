import { sql } from 'kysely'

// every query carries its name, so slow-query logs and pg_stat_statements say where it came from
export const label = (name: string) => sql.raw(`/* alerts.${name} */`)
