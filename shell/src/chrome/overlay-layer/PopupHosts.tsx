import { PopupAlert, PopupConfirmation } from '@showroom/ui'

// the page's one confirmation banner and one alert: any module shows them through the bus
export function PopupHosts() {
  return (
    <>
      <PopupConfirmation />
      <PopupAlert />
    </>
  )
}
