import type { CommerceService, DemoSale } from '@showroom/commerce'
import type { DemoImages } from './images/index.ts'

const HOUR = 3_600_000
const SIZE_CHART = 'XS 6 · S 8 · M 10-12 · L 14 · XL 16 (UK sizes; chest 82/86/91-96/101/106 cm)'

const clothing = (
  images: DemoImages,
  items: Array<[string, number, number, boolean, number[]]>,
  offset: number,
): DemoSale['products'] =>
  items.map(([name, price, originalPrice, isNewSeason, stock], n) => ({
    name,
    description: `${name}, from the studio's sample rail: worn on the runway or in the showroom, never sold.`,
    price,
    originalPrice,
    heroThumbUrl: images.photos[(offset + n) % images.photos.length]?.thumbUrl ?? '',
    isNewSeason,
    sizes: ['S', 'M', 'L'].map((label, i) => ({ label, stock: stock[i] ?? 0 })),
  }))

// two London sales (one open now, one opening in two days with a waiting room) and an online one
export function demoSales(
  place: { designerId: number; venueId: number; onlineDesignerId: number },
  images: DemoImages,
  now: Date,
): DemoSale[] {
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR)
  return [
    {
      personaType: 'designer',
      personaId: place.designerId,
      name: 'Atelier Nord Winter Sample Sale',
      cityId: 1,
      startsAt: at(-2),
      endsAt: at(24 * 5),
      currency: 'gbp',
      description: 'Runway samples and last-season pieces from Atelier Nord, up to 70% off.',
      sizeChart: SIZE_CHART,
      heroImageUrl: images.hero(2, 1),
      serveCapacity: null,
      shippingFee: 495,
      freeShippingOver: 15_000,
      products: clothing(
        images,
        [
          ['Wool wrap coat', 18_900, 52_000, true, [2, 3, 1]],
          ['Silk slip dress', 8_900, 26_000, false, [1, 0, 2]],
          ['Cashmere roll neck', 9_500, 24_000, true, [4, 5, 3]],
          ['Pleated midi skirt', 6_500, 17_500, false, [0, 1, 0]],
          ['Leather ankle boots', 12_000, 34_000, false, [2, 2, 2]],
        ],
        0,
      ),
    },
    {
      personaType: 'venue',
      personaId: place.venueId,
      name: 'The Glasshouse Archive Sale',
      cityId: 1,
      startsAt: at(48),
      endsAt: at(48 + 6),
      currency: 'gbp',
      description:
        'Archive pieces from the designers who showed at The Glasshouse this year. Register to join the queue at opening.',
      sizeChart: SIZE_CHART,
      heroImageUrl: images.hero(1, 2),
      serveCapacity: 50,
      shippingFee: 0,
      freeShippingOver: 0,
      products: clothing(
        images,
        [
          ['Tailored blazer', 11_000, 38_000, true, [3, 3, 3]],
          ['Wide-leg trousers', 7_000, 19_500, false, [2, 4, 2]],
          ['Printed shirt', 4_500, 13_000, false, [5, 5, 5]],
        ],
        5,
      ),
    },
    {
      personaType: 'designer',
      personaId: place.onlineDesignerId,
      name: 'Maison Verre Online Sample Sale',
      cityId: null,
      startsAt: at(-24),
      endsAt: at(24 * 3),
      currency: 'gbp',
      description: 'Online only, shipped to every city: glass-bead knitwear and accessories.',
      sizeChart: SIZE_CHART,
      heroImageUrl: images.hero(3, 0),
      serveCapacity: null,
      shippingFee: 795,
      freeShippingOver: 20_000,
      products: clothing(
        images,
        [
          ['Beaded cardigan', 9_900, 29_000, true, [1, 2, 1]],
          ['Glass-bead bag', 6_000, 16_000, false, [3, 0, 0]],
        ],
        8,
      ),
    },
  ]
}

export async function loadSales(
  commerce: CommerceService,
  place: { designerId: number; venueId: number; onlineDesignerId: number },
  images: DemoImages,
  now: Date,
): Promise<number> {
  return (await commerce.api.addDemoSales(demoSales(place, images, now))).length
}
