import type { AccountsApi } from '@showroom/accounts'
import type { AlertsCity, AlertsConnection, GraphExecutor } from '@showroom/alerts'
import { createSaleDigestSource } from '@showroom/commerce'
import type { Platform, RequestContext } from '@showroom/platform'
import type { FastifyInstance } from 'fastify'
import { queryOwnGraph } from '../graphql/own-graph.ts'

const CITY = 'id slug nameEn nameZh timezone'
const CITIES_FOR_MS = 5 * 60 * 1000

// what alerts learns from the rest of the site once the graph is composed: cities and the events of
// a digest from the graph (asked as the subscriber), members from accounts, sales with stock from
// commerce
export function createAlertsConnection(
  app: FastifyInstance,
  options: {
    platform: Pick<Platform, 'config' | 'database'>
    accounts: Pick<AccountsApi, 'findUserById'>
  },
): AlertsConnection {
  const { accounts, platform } = options
  let cities: { at: number; list: Promise<AlertsCity[]> } | undefined

  const context = async (as: { userId: number | null; language: 'en' | 'zh' }): Promise<RequestContext> => {
    const user = as.userId === null ? null : await accounts.findUserById(as.userId)
    const viewer =
      user && !user.isDeleted
        ? {
            userId: user.id,
            sessionId: 'alerts-digest',
            persona: { type: 'user' as const, id: user.id },
            roles: user.roles,
            isPro: user.isPro,
            isTeam: user.isTeam,
            points: user.points,
          }
        : null
    return { viewer, requestId: 'alerts-digest', authToken: null, locale: as.language, clientIp: null }
  }
  const graph: GraphExecutor = async (query, variables, as) =>
    queryOwnGraph(app, query, await context(as), variables)

  const allCities = (fresh = false) => {
    if (fresh || !cities || Date.now() - cities.at > CITIES_FOR_MS) {
      const list = graph<{ cities: AlertsCity[] }>(
        `{ cities { ${CITY} } }`,
        {},
        { userId: null, language: 'en' },
      ).then((data) => data.cities)
      list.catch(() => {
        cities = undefined
      })
      cities = { at: Date.now(), list }
    }
    return cities.list
  }

  return {
    graph,
    sales: createSaleDigestSource({
      db: platform.database.forSchema('commerce'),
      publicUrl: platform.config.publicUrl,
    }),
    directory: {
      cities: () => allCities(),
      // a city added since the list was read is looked for once more
      city: async (id) =>
        (await allCities()).find((city) => city.id === id) ??
        (await allCities(true)).find((city) => city.id === id) ??
        null,
      member: async (userId) => {
        const user = await accounts.findUserById(userId)
        return user
          ? {
              id: user.id,
              email: user.email,
              username: user.username,
              fullName: user.fullName,
              isTeam: user.isTeam,
              isDeleted: user.isDeleted,
            }
          : null
      },
    },
  }
}
