import { type Bus, bus as pageBus } from '@showroom/bus'
import { useT } from '@showroom/i18n/react'
import { useId } from 'react'
import { Button } from '../button/Button.tsx'
import { DialogFrame } from '../dialog/DialogFrame.tsx'
import { useObservable } from '../hooks/use-observable.ts'
import './popup.css'

export interface PopupAlertProps {
  bus?: Bus
}

// the blocking alert (e.g. 'Oh no!' / 'We could not save your answer!'): shows bus.alert$ until OK
export function PopupAlert({ bus = pageBus }: PopupAlertProps) {
  const t = useT()
  const alert = useObservable(bus.alert$)
  const titleId = useId()
  const messageId = useId()
  if (!alert) return null
  const dismiss = () => bus.dismissAlert()
  return (
    <DialogFrame
      block="sr-alert"
      role="alertdialog"
      labelledBy={alert.title ? titleId : undefined}
      label={alert.title ? undefined : alert.message}
      describedBy={messageId}
      onEscape={dismiss}
    >
      {alert.title ? (
        <h2 id={titleId} className="sr-alert__title">
          {alert.title}
        </h2>
      ) : null}
      <p id={messageId} className="sr-alert__message">
        {alert.message}
      </p>
      <div className="sr-alert__actions">
        <Button variant="primary" onClick={dismiss}>
          {t('common.ok')}
        </Button>
      </div>
    </DialogFrame>
  )
}
