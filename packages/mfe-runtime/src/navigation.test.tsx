import { describe, expect, it, jest } from '@jest/globals'
import { fireEvent, render, screen } from '@testing-library/react'
import { Link, navigate } from './navigation.tsx'

describe('navigation inside the site', () => {
  it('pushes the url instead of reloading on a plain click', () => {
    const push = jest.spyOn(window.history, 'pushState')
    render(<Link href="/london/">London</Link>)
    fireEvent.click(screen.getByRole('link', { name: 'London' }))
    expect(push).toHaveBeenCalledWith(null, '', '/london/')
    push.mockRestore()
  })

  it('leaves modified clicks and other origins to the browser', () => {
    const push = jest.spyOn(window.history, 'pushState')
    render(
      <>
        <Link href="/london/">London</Link>
        <Link href="https://example.com/">Elsewhere</Link>
      </>,
    )
    fireEvent.click(screen.getByRole('link', { name: 'London' }), { metaKey: true })
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))
    expect(push).not.toHaveBeenCalled()
    push.mockRestore()
  })

  it('does nothing when already on the url', () => {
    window.history.replaceState(null, '', '/hong-kong/')
    const push = jest.spyOn(window.history, 'pushState')
    navigate('/hong-kong/')
    expect(push).not.toHaveBeenCalled()
    push.mockRestore()
  })
})
