import { type Bus, bus as pageBus } from '@showroom/bus'
import { useEffect } from 'react'
import { useObservable } from '../hooks/use-observable.ts'
import { TickIcon } from '../icons.tsx'
import './popup.css'

export interface PopupConfirmationProps {
  bus?: Bus
}

function isImageUrl(icon: string): boolean {
  return /^(https?:)?\/\//.test(icon) || icon.startsWith('/')
}

// the confirmation banner: shows the bus's queued popups one at a time (the shell renders it once)
export function PopupConfirmation({ bus = pageBus }: PopupConfirmationProps) {
  const popup = useObservable(bus.popup$)
  useEffect(() => bus.markPopupHostReady(), [bus])
  return (
    <div className="sr-popup" role="status" data-visible={popup !== null}>
      {popup ? (
        <div className="sr-popup__banner">
          {popup.icon && isImageUrl(popup.icon) ? (
            <img className="sr-popup__icon" src={popup.icon} alt="" />
          ) : (
            <TickIcon className="sr-popup__icon" />
          )}
          <p className="sr-popup__message">{popup.message}</p>
        </div>
      ) : null}
    </div>
  )
}
