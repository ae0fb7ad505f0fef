import { type Bus, bus as pageBus } from '@showroom/bus'
import { useSession } from './use-observable.ts'

export interface GateProps {
  // whether the viewer is signed in; defaults to the page session on the bus
  signedIn?: boolean
  // called instead of opening gated content for a visitor; defaults to the bus signup prompt
  onGated?: (id: string) => void
}

export function useGate({ signedIn, onGated }: GateProps, bus: Bus = pageBus) {
  const session = useSession(bus)
  const isSignedIn = signedIn ?? session !== null
  // true when the visitor may go ahead; otherwise the gate has been reported
  return (id: string, gated: boolean | undefined): boolean => {
    if (!gated || isSignedIn) return true
    if (onGated) onGated(id)
    else bus.requireSignIn(id)
    return false
  }
}
