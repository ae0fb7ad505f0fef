import { describe, expect, it } from '@jest/globals'
import type { PersonSummary, UserListPage } from './types.ts'
import { createUserList, USER_LIST_MORE } from './user-list.ts'

const person = (id: number): PersonSummary => ({
  id,
  username: `m${id}`,
  full_name: `Member ${id}`,
  url: `/user/m${id}`,
  profile_icon_url: null,
  is_team: false,
  vip_level: 0,
  is_pro: false,
  is_verified: 0,
  is_deleted: false,
})

const page = (ids: number[], hasMore: boolean, cursor: string | null): UserListPage => ({
  users: ids.map(person),
  hasMore,
  cursor,
})

describe('a user list', () => {
  it('shows 6, then Show More asks for more after the cursor', async () => {
    const asked: unknown[] = []
    const pages = [page([1, 2, 3, 4, 5, 6], true, 'c6'), page([6, 7, 8], false, 'c8')]
    const list = createUserList({
      kind: 'followers',
      load: async (kind, request) => {
        asked.push({ kind, ...request })
        return pages.shift() ?? null
      },
    })
    await list.open()
    expect(list.getState().users.map((user) => user.id)).toEqual([1, 2, 3, 4, 5, 6])
    expect(list.getState().hasMore).toBe(true)
    await list.showMore()
    expect(asked).toEqual([
      { kind: 'followers', first: 6, after: null },
      { kind: 'followers', first: USER_LIST_MORE, after: 'c6' },
    ])
    expect(list.getState().users.map((user) => user.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(list.getState().hasMore).toBe(false)
    await list.showMore()
    expect(asked).toHaveLength(2)
  })

  it('shows its error state when the list cannot be had', async () => {
    const list = createUserList({ kind: 'friends', load: async () => null })
    await list.open()
    expect(list.getState().phase).toBe('error')
  })
})
