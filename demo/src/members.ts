import type { AccountsService } from '@showroom/accounts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, FIRST_NAMES, LAST_NAMES } from './people.ts'
import type { Random } from './random.ts'

export const GENERATED_MEMBERS = 24

// the documented accounts, then generated members (review authors); returns ids by username
export async function loadMembers(accounts: AccountsService, random: Random) {
  const byUsername = new Map<string, number>()
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
    byUsername.set(account.username, user.id)
  }
  const generated: number[] = []
  const generatedNames: string[] = []
  for (let i = 0; i < GENERATED_MEMBERS; i++) {
    const first = FIRST_NAMES[i % FIRST_NAMES.length] as string
    const last = random.pick(LAST_NAMES)
    const username = `${first}${last}`.toLowerCase()
    const user = await accounts.api.createUser({
      email: `${username}@members.showroom.test`,
      username,
      password: DEMO_PASSWORD,
      fullName: `${first} ${last}`,
      points: random.int(0, 400),
      isPro: random.chance(0.15),
      vipLevel: random.chance(0.1) ? 1 : 0,
    })
    generated.push(user.id)
    generatedNames.push(username)
  }
  return { byUsername, generated, generatedNames }
}
