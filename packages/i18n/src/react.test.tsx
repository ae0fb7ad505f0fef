import { afterEach, describe, expect, it } from '@jest/globals'
import { act, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { i18n, setLocale } from './i18n.ts'
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

describe('an I18nextProvider around a tree', () => {
  it("draws the tree in the provider's language whatever the page's", () => {
    const chinese = i18n.cloneInstance({ lng: 'zh', initAsync: false })
    render(
      <>
        <FollowButton />
        <I18nextProvider i18n={chinese}>
          <FollowButton />
        </I18nextProvider>
      </>,
    )
    const [page, provided] = screen.getAllByRole('button')
    expect([page?.textContent, page?.getAttribute('lang')]).toEqual(['Follow', 'en'])
    expect([provided?.textContent, provided?.getAttribute('lang')]).toEqual(['关注', 'zh'])
  })
})
