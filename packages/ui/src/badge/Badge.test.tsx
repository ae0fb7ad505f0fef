import { describe, expect, it } from '@jest/globals'
import { render, screen } from '@testing-library/react'
import { Badge, UserBadges } from './Badge.tsx'
import { badgesFor } from './badges-for.ts'

describe('Badge', () => {
  it.each([
    ['team', 'Team member'],
    ['vip', 'VIP'],
    ['crown', 'Crown VIP'],
    ['verified', 'Verified'],
  ] as const)('names the %s badge "%s" for assistive technology', (kind, name) => {
    render(<Badge kind={kind} />)
    expect(screen.getByRole('img', { name })).toBeTruthy()
  })

  it('shows the pro badge to a pro viewer as a plain badge', () => {
    render(<Badge kind="pro" viewerIsPro />)
    expect(screen.getByRole('img', { name: 'Pro member' })).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('links the pro badge to the pro purchase for everyone else', () => {
    render(<Badge kind="pro" viewerIsPro={false} />)
    const link = screen.getByRole('link', { name: 'Pro member: find out about pro' })
    expect(link.getAttribute('href')).toBe('/pro-purchase/')
  })
})

describe('UserBadges', () => {
  it('shows every badge a user carries, crown instead of vip at level 2', () => {
    render(<UserBadges user={{ is_team: true, vip_level: 2, is_pro: false, is_verified: 2 }} />)
    expect(screen.getAllByRole('img').map((badge) => badge.getAttribute('aria-label'))).toEqual([
      'Team member',
      'Crown VIP',
      'Verified',
    ])
  })

  it('shows nothing for a user without badges', () => {
    const { container } = render(
      <UserBadges user={{ is_team: false, vip_level: 0, is_pro: false, is_verified: 0 }} />,
    )
    expect(container.innerHTML).toBe('')
  })

  it('treats verified level 1 as not verified', () => {
    expect(badgesFor({ is_team: false, vip_level: 1, is_pro: true, is_verified: 1 })).toEqual(['vip', 'pro'])
  })
})
