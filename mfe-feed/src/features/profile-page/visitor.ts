import { bus } from '@showroom/bus'

// signed in means a user id in the session (ADR 0006)
export const requireMember = () => bus.isSignedIn()

// a visitor's Follow: the signup overlay, with the follow applied as they sign up (signup_action_set)
export function signupToFollow(userId: number): void {
  bus.requestSignup({ reason: 'follow', action_type: 'follow', action_value: `user_id=${userId}` })
}

// a visitor's Add Friend or Message: the signup overlay
export function signupFor(reason: 'friend' | 'chat'): void {
  bus.requestSignup({ reason })
}
