import type { RestEndpoint } from '../endpoint.ts'
import { accountsEndpoints } from './accounts.endpoints.ts'

// the one table of /api/* calls, assembled from each domain's rows
export const endpoints: RestEndpoint[] = [...accountsEndpoints]
