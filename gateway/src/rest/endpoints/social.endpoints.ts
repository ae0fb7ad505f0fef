import { z } from 'zod'
import { defineEndpoint, type RestEndpoint } from '../endpoint.ts'
import { flag } from './fields.ts'

const GRAPHQL_INT_MAX = 2_147_483_647

// a number or digit string; the messages name what is wrong ("designer_id must be given")
const wholeNumber = () =>
  z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)], {
    error: (issue) => (issue.input === undefined ? 'must be given' : 'must be a whole number'),
  })

// GraphQL Int is 32-bit: a bigger id would fail variable coercion instead of answering "not found"
const intId = () => wholeNumber().pipe(z.number().max(GRAPHQL_INT_MAX, 'must be a valid id'))

// forms post empty fields as ''; they mean "not given"
const optional = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), z.null(), schema])
    .optional()
    .transform((value) =>
      value === '' || value === null || value === undefined ? null : (value as z.output<T>),
    )

interface Toggle {
  active: boolean
  count: number
}

const TOGGLE = '{ active count }'

// user_designers_create: UserDesignersCreate
const pascalCase = (name: string) => name.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase())
const operationName = (name: string, verb: string) => pascalCase(`${name}_${verb}`)

// one create/delete pair per target: the same input, one mutation each
function togglePair(spec: {
  name: string
  summary: { create: string; delete: string }
  payloadKey: string
  argument: string
  on: string
  off: string
  values: (toggle: Toggle) => Record<string, unknown>
}): RestEndpoint[] {
  const input = z.object({ [spec.payloadKey]: intId() })
  const row = (mutation: string, verb: 'create' | 'delete') =>
    defineEndpoint({
      name: `${spec.name}_${verb}`,
      method: 'POST',
      auth: 'required',
      summary: spec.summary[verb],
      input,
      operation: `mutation ${operationName(spec.name, verb)}($id: Int!) { result: ${mutation}(${spec.argument}: $id) ${TOGGLE} }`,
      variables: (payload) => ({ id: payload[spec.payloadKey] }),
      result: (data: { result: Toggle }) => ({ values: spec.values(data.result) }),
    })
  return [row(spec.on, 'create'), row(spec.off, 'delete')] as RestEndpoint[]
}

const designers = togglePair({
  name: 'user_designers',
  summary: {
    create: 'Follow a designer: values is_saved, follower_count.',
    delete: 'Unfollow a designer: values is_saved, follower_count.',
  },
  payloadKey: 'designer_id',
  argument: 'designerId',
  on: 'followDesigner',
  off: 'unfollowDesigner',
  values: (t) => ({ is_saved: t.active, follower_count: t.count }),
})

const venues = togglePair({
  name: 'user_venues',
  summary: {
    create: 'Follow a venue: values is_saved, follower_count.',
    delete: 'Unfollow a venue: values is_saved, follower_count.',
  },
  payloadKey: 'venue_id',
  argument: 'venueId',
  on: 'followVenue',
  off: 'unfollowVenue',
  values: (t) => ({ is_saved: t.active, follower_count: t.count }),
})

const followers = togglePair({
  name: 'user_follower',
  summary: {
    create: 'Follow another member: values is_following_user, follower_count.',
    delete: 'Unfollow a member: values is_following_user, follower_count.',
  },
  payloadKey: 'to_user_id',
  argument: 'userId',
  on: 'followUser',
  off: 'unfollowUser',
  values: (t) => ({ is_following_user: t.active, follower_count: t.count }),
})

const news = togglePair({
  name: 'user_news',
  summary: {
    create: 'Save a news story: values is_saved.',
    delete: 'Remove a saved news story: values is_saved.',
  },
  payloadKey: 'news_id',
  argument: 'newsId',
  on: 'saveNews',
  off: 'unsaveNews',
  values: (t) => ({ is_saved: t.active }),
})

const goingValues = (t: Toggle) => ({ is_going: t.active, going_count: t.count })

const userEventsCreate = defineEndpoint({
  name: 'user_events_create',
  method: 'POST',
  auth: 'required',
  summary:
    "Mark an event as going ('I'm Going'): values is_going, going_count; send_confirmation mails the details with an .ics file.",
  input: z.object({
    event_id: intId(),
    send_confirmation: optional(flag()),
    rsvp_mode: optional(intId()),
  }),
  operation: `mutation UserEventsCreate($id: Int!, $sendConfirmation: Boolean, $rsvpMode: Int) {
    result: markGoing(eventId: $id, sendConfirmation: $sendConfirmation, rsvpMode: $rsvpMode) ${TOGGLE}
  }`,
  variables: (input) => ({
    id: input.event_id,
    sendConfirmation: input.send_confirmation ?? false,
    rsvpMode: input.rsvp_mode,
  }),
  result: (data: { result: Toggle }) => ({ values: goingValues(data.result) }),
})

const userEventsDelete = defineEndpoint({
  name: 'user_events_delete',
  method: 'POST',
  auth: 'required',
  summary: 'No longer going to an event: values is_going, going_count.',
  input: z.object({
    event_id: intId(),
    send_confirmation: optional(flag()),
    rsvp_mode: optional(intId()),
  }),
  operation: `mutation UserEventsDelete($id: Int!) { result: unmarkGoing(eventId: $id) ${TOGGLE} }`,
  variables: (input) => ({ id: input.event_id }),
  result: (data: { result: Toggle }) => ({ values: goingValues(data.result) }),
})

interface Friendship {
  state: 'none' | 'sent' | 'received' | 'friends'
  friendCount: number
}

// 'Add Friend' for none, 'Sent Request' for sent, 'Unfriend' for friends; received can be accepted
function friendRow(name: string, mutation: string, summary: string) {
  return defineEndpoint({
    name,
    method: 'POST',
    auth: 'required',
    summary: `${summary}: values friend_state (none, sent, received, friends), friend_count (theirs).`,
    input: z.object({ to_user_id: intId() }),
    operation: `mutation ${pascalCase(name)}($id: Int!) { result: ${mutation}(userId: $id) { state friendCount } }`,
    variables: (input) => ({ id: input.to_user_id }),
    result: (data: { result: Friendship }) => ({
      values: { friend_state: data.result.state, friend_count: data.result.friendCount },
    }),
  })
}

const friends = [
  friendRow(
    'user_friends_requests_create',
    'sendFriendRequest',
    'Ask another member to be friends (accepts when they already asked you)',
  ),
  friendRow(
    'user_friends_requests_accept',
    'acceptFriendRequest',
    'Accept the friend request a member sent you',
  ),
  friendRow('user_friends_delete', 'removeFriend', 'Unfriend, withdraw your request or decline theirs'),
]

// spec part 7, "Social and account": follow, save and going toggles, and friends
export const socialEndpoints: RestEndpoint[] = [
  ...designers,
  ...venues,
  ...followers,
  ...news,
  userEventsCreate,
  userEventsDelete,
  ...friends,
] as RestEndpoint[]
