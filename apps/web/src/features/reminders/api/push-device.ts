import { messageOnlyEnvelopeCheck, pushKeyResponseCheck } from '@scoreline/contracts/answers';
import { ApiError, apiRequest } from '@/lib/api/api-client';

/** GET /push/key: the server's VAPID public key; null when the server offers no push (a 404). */
export async function getPushKey(): Promise<string | null> {
  try {
    return (await apiRequest('/push/key', { auth: 'none', schema: pushKeyResponseCheck })).data.publicKey;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** POST /user/push-subscriptions: this device's subscription (endpoint and keys, as `toJSON()` gives them). */
export async function savePushSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  await apiRequest('/user/push-subscriptions', {
    method: 'POST',
    body: { endpoint: subscription.endpoint, keys: subscription.keys },
    schema: messageOnlyEnvelopeCheck,
  });
}

/** DELETE /user/push-subscriptions: this device's subscription gone. */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  await apiRequest('/user/push-subscriptions', {
    method: 'DELETE',
    body: { endpoint },
    schema: messageOnlyEnvelopeCheck,
  });
}
