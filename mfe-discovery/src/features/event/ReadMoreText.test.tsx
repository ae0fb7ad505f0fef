import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { fireEvent, render, screen } from '@testing-library/react'
import '../../messages.ts'
import '../shared/shared.messages.ts'
import './event.messages.ts'
import { overflows } from '../shared/use-overflow.ts'
import { ReadMoreText } from './ReadMoreText.tsx'

// jsdom lays nothing out: the box's heights are set by hand
function layOut(scrollHeight: number, clientHeight: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight)
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight)
}

afterEach(() => {
  jest.restoreAllMocks()
})

describe('the event summary’s read more link', () => {
  it('is hidden when the summary fits its box', () => {
    layOut(80, 80)
    render(<ReadMoreText summary="Short." description="Long." signedIn onVisitor={() => undefined} />)
    expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull()
  })

  it('asks a visitor to sign up when the summary overflows', () => {
    layOut(300, 96)
    const onVisitor = jest.fn()
    render(
      <ReadMoreText summary="A long summary" description={null} signedIn={false} onVisitor={onVisitor} />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }))
    expect(onVisitor).toHaveBeenCalledTimes(1)
    expect(screen.getByTestId('event-summary')).toBeTruthy()
  })

  it('shows a member the full description', () => {
    layOut(300, 96)
    render(
      <ReadMoreText
        summary="A long summary"
        description={'The whole story.\n\nSecond part.'}
        signedIn
        onVisitor={() => undefined}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }))
    expect(screen.getByTestId('event-description').textContent).toBe('The whole story.Second part.')
  })
})

describe('overflow', () => {
  it('means content taller than its box, beyond a pixel of rounding', () => {
    expect(overflows({ scrollHeight: 100, clientHeight: 100 })).toBe(false)
    expect(overflows({ scrollHeight: 101, clientHeight: 100 })).toBe(false)
    expect(overflows({ scrollHeight: 140, clientHeight: 100 })).toBe(true)
  })
})
