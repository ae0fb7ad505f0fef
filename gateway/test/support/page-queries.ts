// The page queries bench/api measures and gateway/test/graphql-compiled.int.test.ts holds to
// mercurius's answers: the city home's own query and the event page's with its first comments

// the city home's own query (mfe-discovery/src/features/city-home/city-home.graphql.ts)
const EVENT_CARD =
  'id name detailUrl placementToken heroUrl startsAt endsAt isCancelled type { id name color } venue { id name } city { id timezone }'
const DESIGNER = 'id name detailUrl logoUrl thumbnailUrl'
export const CITY_HOME = `query DiscoveryCityHome($cityId: Int!) {
  cityHome(cityId: $cityId) {
    city { id name url }
    thisWeek { ${EVENT_CARD} }
    headlines { id title summary heroUrl detailUrl publishedAt }
    designers { ${DESIGNER} }
    trending { ${EVENT_CARD} }
    reviews {
      id rating title body createdAt
      author { id fullName }
      event { id name detailUrl }
      venue { id name detailUrl }
      designer { id name detailUrl }
    }
    brands { ${DESIGNER} }
    numbers { eventsThisWeek sampleSalesThisMonth designers venues }
  }
}`

// the event page's query (mfe-discovery/src/features/event/event.graphql.ts) with the first ten
// comments the comments module shows under it
export const EVENT_WITH_COMMENTS = `query EventWithComments($slug: String!, $eventId: Int!) {
  event(slug: $slug) {
    id slug name summary description heroUrl
    type { id key name color }
    city { id url name timezone }
    venue { id slug name address detailUrl latitude longitude }
    designers { ${DESIGNER} }
    startsAt endsAt openDates openingTimes { date opens closes }
    photoCount photos { id url thumbUrl width height caption }
    ticketUrl ticketMode priceLabel featuredLevel isCancelled isExpired detailUrl canManage dashboardUrl
    reviews(first: 10) { id rating title body createdAt }
    averageRating reviewCount goingCount isGoing
  }
  comments(type: "event", eventId: $eventId, limit: 10) {
    comments {
      id comment commentHtml isEmojiOnly likeCount isLiked replyCount createdSince createdAt
      displayAs { type id user { id fullName } designer { id name } venue { id name } }
      user { id username fullName profileIconUrl }
      replies(last: 3) { id comment likeCount isLiked createdSince user { id username fullName } }
    }
    hasMore
  }
}`
