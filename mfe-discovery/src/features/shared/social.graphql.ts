import { gql, type TypedDocumentNode } from '@showroom/graphql-client'
import type { ToggleState } from './use-optimistic-toggle.ts'

type Toggle<K extends string> = { [key in K]: ToggleState }

export const FOLLOW_DESIGNER: TypedDocumentNode<Toggle<'followDesigner'>, { id: number }> = gql`
  mutation DiscoveryFollowDesigner($id: Int!) { followDesigner(designerId: $id) { active count } }
`
export const UNFOLLOW_DESIGNER: TypedDocumentNode<Toggle<'unfollowDesigner'>, { id: number }> = gql`
  mutation DiscoveryUnfollowDesigner($id: Int!) { unfollowDesigner(designerId: $id) { active count } }
`
export const FOLLOW_VENUE: TypedDocumentNode<Toggle<'followVenue'>, { id: number }> = gql`
  mutation DiscoveryFollowVenue($id: Int!) { followVenue(venueId: $id) { active count } }
`
export const UNFOLLOW_VENUE: TypedDocumentNode<Toggle<'unfollowVenue'>, { id: number }> = gql`
  mutation DiscoveryUnfollowVenue($id: Int!) { unfollowVenue(venueId: $id) { active count } }
`
// going sends the confirmation email (spec part 7: send_confirmation)
export const MARK_GOING: TypedDocumentNode<Toggle<'markGoing'>, { id: number }> = gql`
  mutation DiscoveryMarkGoing($id: Int!) { markGoing(eventId: $id, sendConfirmation: true) { active count } }
`
export const UNMARK_GOING: TypedDocumentNode<Toggle<'unmarkGoing'>, { id: number }> = gql`
  mutation DiscoveryUnmarkGoing($id: Int!) { unmarkGoing(eventId: $id) { active count } }
`
