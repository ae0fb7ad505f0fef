import type { AccountsService } from '@showroom/accounts'
import type { DiscoveryService } from '@showroom/discovery'
import type { Logger } from '@showroom/platform'
import { DESIGNERS, VENUES } from './brands.ts'
import { CITIES } from './cities.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, FIRST_NAMES, LAST_NAMES } from './people.ts'
import { createRandom, slugify } from './random.ts'

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './people.ts'

export interface DemoServices {
  accounts: AccountsService
  discovery: DiscoveryService
}

const GENERATED_MEMBERS = 24

// loads the demo data set into an empty database; the same rows every time
export async function loadDemoData(services: DemoServices, logger?: Logger): Promise<{ loaded: boolean }> {
  const { accounts, discovery } = services
  if ((await discovery.api.countCities()) > 0) return { loaded: false }
  const random = createRandom(20261122)

  for (const [position, city] of CITIES.entries()) await discovery.api.addCity(city, position)

  const designerIds = new Map<string, number>()
  for (const designer of DESIGNERS) {
    const id = await discovery.api.addDesigner({
      slug: slugify(designer.nameEn),
      nameEn: designer.nameEn,
      nameZh: 'nameZh' in designer ? designer.nameZh : undefined,
      cityId: designer.cityId,
      descriptionEn: `${designer.nameEn} makes clothes to keep: small runs, honest fabrics, and sample sales worth queueing for.`,
    })
    designerIds.set(designer.nameEn, id)
  }
  const venueIds = new Map<string, number>()
  for (const venue of VENUES) {
    const id = await discovery.api.addVenue({
      slug: slugify(venue.name),
      name: venue.name,
      nameZh: 'nameZh' in venue ? venue.nameZh : undefined,
      address: venue.address,
      cityId: venue.cityId,
      latitude: venue.lat,
      longitude: venue.lng,
    })
    venueIds.set(venue.name, id)
  }

  const userIds = new Map<string, number>()
  for (const account of DEMO_ACCOUNTS) {
    const user = await accounts.api.createUser({
      email: account.email,
      username: account.username,
      password: DEMO_PASSWORD,
      fullName: account.fullName,
      roles: 'roles' in account ? [...account.roles] : ['member'],
      isPro: 'isPro' in account ? account.isPro : false,
      isTeam: 'isTeam' in account ? account.isTeam : false,
      vipLevel: 'vipLevel' in account ? account.vipLevel : 0,
      isVerified: 'isVerified' in account ? account.isVerified : 0,
      points: account.points,
    })
    userIds.set(account.username, user.id)
  }

  const olga = userIds.get('olga')!
  await accounts.api.grantPersona(olga, {
    type: 'designer',
    id: designerIds.get('Atelier Nord')!,
    name: 'Atelier Nord',
  })
  await accounts.api.grantPersona(olga, {
    type: 'venue',
    id: venueIds.get('The Glasshouse')!,
    name: 'The Glasshouse',
  })

  for (let i = 0; i < GENERATED_MEMBERS; i++) {
    const first = FIRST_NAMES[i % FIRST_NAMES.length]!
    const last = random.pick(LAST_NAMES)
    const username = `${first}${last}`.toLowerCase()
    await accounts.api.createUser({
      email: `${username}@members.showroom.test`,
      username,
      password: DEMO_PASSWORD,
      fullName: `${first} ${last}`,
      points: random.int(0, 400),
      isPro: random.next() < 0.15,
      vipLevel: random.next() < 0.1 ? 1 : 0,
    })
  }

  logger?.info(
    {
      cities: CITIES.length,
      designers: DESIGNERS.length,
      venues: VENUES.length,
      users: DEMO_ACCOUNTS.length + GENERATED_MEMBERS,
    },
    'demo data loaded',
  )
  return { loaded: true }
}
