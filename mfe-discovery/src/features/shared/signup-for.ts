import { bus } from '@showroom/bus'

// a visitor who taps Follow, Save or I'm Going: the shell sends them to /signup/ with the action
// on record, and it is applied as they sign up or log in (spec part 7: signup_action_set)
export function signupFor(actionType: 'follow' | 'save' | 'going', actionValue: string): void {
  bus.requestSignup({ reason: actionType, action_type: actionType, action_value: actionValue })
}
