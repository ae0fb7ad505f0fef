import type { DiscoveryService } from '@showroom/discovery'
import { DESIGNERS, VENUES } from './brands.ts'
import { CITIES } from './cities.ts'
import { EVENT_TYPES } from './content/event-types.ts'
import type { PlacedDesigner, PlacedVenue } from './content/types.ts'
import type { DemoImages } from './images/index.ts'
import { slugify } from './random.ts'

const VENUE_STORY = {
  en: (name: string) =>
    `${name} is a working room first: rails on wheels, good light and a long table. Sample sales, launches and talks take turns through the year.`,
  zh: (name: string) =>
    `${name} 首先是一个工作空间：带轮衣架、充足的光线和一张长桌。全年轮流举办样品特卖、新品发布与讲座。`,
}

// cities, event types, designers (with logos) and venues (with logos and descriptions)
export async function loadPlaces(discovery: DiscoveryService, images: DemoImages) {
  const { api } = discovery
  for (const [position, city] of CITIES.entries()) await api.addCity(city, position)
  for (const type of EVENT_TYPES) await api.addEventType(type)

  const designers: PlacedDesigner[] = []
  for (const designer of DESIGNERS) {
    const slug = slugify(designer.nameEn)
    const nameZh = 'nameZh' in designer ? designer.nameZh : undefined
    const logoUrl = images.designerLogo(slug)
    const id = await api.addDesigner({
      slug,
      nameEn: designer.nameEn,
      nameZh,
      cityId: designer.cityId,
      descriptionEn: `${designer.nameEn} makes clothes to keep: small runs, honest fabrics, and sample sales worth queueing for.`,
      descriptionZh: `${nameZh ?? designer.nameEn} 制作值得珍藏的衣服：小批量、真材实料，以及值得排队的样品特卖。`,
      logoUrl,
    })
    await api.setDesignerImages(id, { logoUrl, thumbnailUrl: logoUrl })
    designers.push({ id, slug, nameEn: designer.nameEn, nameZh, cityId: designer.cityId })
  }

  const venues: PlacedVenue[] = []
  for (const venue of VENUES) {
    const slug = slugify(venue.name)
    const nameZh = 'nameZh' in venue ? venue.nameZh : undefined
    const id = await api.addVenue({
      slug,
      name: venue.name,
      nameZh,
      address: venue.address,
      cityId: venue.cityId,
      latitude: venue.lat,
      longitude: venue.lng,
    })
    await api.setVenueDetails(id, {
      logoUrl: images.venueLogo(slug),
      descriptionEn: VENUE_STORY.en(venue.name),
      descriptionZh: VENUE_STORY.zh(nameZh ?? venue.name),
      websiteUrl: `https://${slug}.example.com/`,
    })
    venues.push({ id, slug, name: venue.name, nameZh, cityId: venue.cityId })
  }
  return { designers, venues }
}
