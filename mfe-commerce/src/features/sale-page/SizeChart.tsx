import { bus } from '@showroom/bus'
import { useModuleT } from '@showroom/mfe-runtime'
import { Modal, useOverlay } from '@showroom/ui'
import { NS } from '../../messages.ts'

// the size-chart lightbox (spec part 2): the seller's chart, in the page's one overlay slot
export function SizeChart({ chart }: { chart: string }) {
  const t = useModuleT(NS)
  const { open, close } = useOverlay('size-chart')
  return (
    <>
      <button
        type="button"
        className="sr-button sr-button--link"
        onClick={() => bus.openOverlay('size-chart')}
      >
        {t('sale.sizeChart')}
      </button>
      <Modal open={open} onClose={close} title={t('sale.sizeChart')} size="medium">
        <pre className="sr-commerce-size-chart">{chart}</pre>
      </Modal>
    </>
  )
}
