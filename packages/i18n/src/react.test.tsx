import { afterEach, describe, expect, it } from '@jest/globals'
import { act, render, screen } from '@testing-library/react'
import { setLocale } from './i18n.ts'
import { useLocale, useT } from './react.ts'

function FollowButton() {
  const t = useT()
  const locale = useLocale()
  return (
    <button type="button" lang={locale}>
      {t('social.follow')}
    </button>
  )
}

afterEach(async () => {
  await act(() => setLocale('en'))
})

describe('useT', () => {
  it('re-renders components in the new language when the locale changes', async () => {
    render(<FollowButton />)
    expect(screen.getByRole('button').textContent).toBe('Follow')
    await act(() => setLocale('zh'))
    expect(screen.getByRole('button').textContent).toBe('关注')
    expect(screen.getByRole('button').getAttribute('lang')).toBe('zh')
  })
})
