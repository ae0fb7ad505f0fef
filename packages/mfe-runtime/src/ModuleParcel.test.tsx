import { afterEach, describe, expect, it } from '@jest/globals'
import { bus, type ParcelRequest } from '@showroom/bus'
import { render, screen, waitFor } from '@testing-library/react'
import { ModuleParcel } from './ModuleParcel.tsx'

// a host standing in for the shell: it records what the page asked for
function recordingHost(mountable: boolean) {
  const log: string[] = []
  bus.provideParcels({
    mount: async (request: ParcelRequest) => {
      log.push(`mount ${request.parcel} ${JSON.stringify(request.props)}`)
      if (!mountable) return null
      request.domElement.textContent = 'thread'
      return {
        update: async (props) => {
          log.push(`update ${JSON.stringify(props)}`)
        },
        unmount: async () => {
          log.push('unmount')
        },
      }
    },
  })
  return log
}

afterEach(() => {
  bus.provideParcels({ mount: async () => null })
})

describe('a parcel from another module', () => {
  it('mounts into its own element, updates with new props and unmounts with the page', async () => {
    const log = recordingHost(true)
    const view = render(
      <ModuleParcel module="mfe-comments" parcel="commentThread" parcelProps={{ sourceId: 1 }} />,
    )
    await waitFor(() => expect(screen.getByText('thread')).toBeTruthy())
    view.rerender(<ModuleParcel module="mfe-comments" parcel="commentThread" parcelProps={{ sourceId: 2 }} />)
    await waitFor(() => expect(log).toContain('update {"sourceId":2}'))
    view.unmount()
    await waitFor(() => expect(log).toContain('unmount'))
    expect(log[0]).toBe('mount commentThread {"sourceId":1}')
  })

  it('shows the fallback when the module cannot be loaded', async () => {
    recordingHost(false)
    render(
      <ModuleParcel
        module="mfe-comments"
        parcel="commentThread"
        fallback={<p>Comments are not available right now.</p>}
      />,
    )
    await waitFor(() => expect(screen.getByText('Comments are not available right now.')).toBeTruthy())
  })
})
