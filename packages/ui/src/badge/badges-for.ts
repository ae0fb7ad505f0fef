import { type User, VERIFIED_LEVEL, VIP_LEVEL } from '@showroom/contracts'

export type BadgeKind = 'team' | 'vip' | 'crown' | 'pro' | 'verified'

// the badges a user carries, in display order (spec part 6)
export function badgesFor(user: Pick<User, 'is_team' | 'vip_level' | 'is_pro' | 'is_verified'>): BadgeKind[] {
  const kinds: BadgeKind[] = []
  if (user.is_team) kinds.push('team')
  if (user.vip_level === VIP_LEVEL.crown) kinds.push('crown')
  else if (user.vip_level === VIP_LEVEL.vip) kinds.push('vip')
  if (user.is_pro) kinds.push('pro')
  if (user.is_verified === VERIFIED_LEVEL) kinds.push('verified')
  return kinds
}
