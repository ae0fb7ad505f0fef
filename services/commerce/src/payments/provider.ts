// shaped for a real gateway (Stripe-like): an intent per attempt, created and confirmed under the
// caller's idempotency key, so a repeated call answers the first result and never charges twice
export interface PaymentIntentInput {
  amount: number
  currency: string
  idempotencyKey: string
  metadata: Record<string, string>
}

export type IntentStatus = 'requires_confirmation' | 'succeeded' | 'declined' | 'failed'

export interface PaymentIntent {
  id: string
  status: IntentStatus
  amount: number
  currency: string
}

export interface PaymentMethod {
  // a card number (test mode only) or a gateway token such as pm_card_visa
  cardNumber?: string | null
  token?: string | null
}

export interface WebhookEvent {
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed'
  intentId: string
}

export interface PaymentProvider {
  name: string
  createIntent(input: PaymentIntentInput): Promise<PaymentIntent>
  confirmIntent(intentId: string, method: PaymentMethod, idempotencyKey: string): Promise<PaymentIntent>
  retrieveIntent(intentId: string): Promise<PaymentIntent | null>
  // a gateway's signed callback; null when the signature does not hold
  parseWebhook(body: string, signature: string): WebhookEvent | null
}

export const lastFour = (method: PaymentMethod): string | null => {
  const digits = (method.cardNumber ?? '').replace(/\D/g, '')
  return digits.length >= 4 ? digits.slice(-4) : null
}
