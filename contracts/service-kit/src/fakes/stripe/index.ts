export { startStripeFake, type StripeFake, type StripeFakeOptions } from './start-stripe-fake.js';
export type { RecordedRequest } from './stripe-app.js';
export type { WebhookDelivery, WebhookEndpoint } from './webhook-sender.js';
export type { AuthenticationOutcome } from './authentication.js';
export type * from './objects.js';
export { TEST_CARDS } from './test-cards.js';
export { SEPA_TEST_IBANS } from './test-ibans.js';
export { stripeSignatureHeader } from './webhook-signature.js';
