import { bus } from '@showroom/bus'
import { type BasketController, createBasketController } from '../model/basket-controller.ts'
import { commerceDeps } from './commerce-deps.ts'

let current: { userId: number; basket: BasketController } | null = null

// one basket per signed-in member for everything this module draws (header count, panel, sale page);
// every change is told to the page as basket.contents.changed
export function basketFor(userId: number): BasketController {
  if (current?.userId !== userId) {
    current = {
      userId,
      basket: createBasketController({
        api: commerceDeps.api,
        onCount: (count) => bus.emit('basket.contents.changed', { item_count: count }),
      }),
    }
  }
  return current.basket
}

// signing out forgets it
export function forgetBasket(): void {
  current = null
}
