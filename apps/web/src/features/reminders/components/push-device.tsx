import { reminderWords as words } from '@scoreline/contracts/plain';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { deletePushSubscription, getPushKey, savePushSubscription } from '../api/push-device';

type PushState = 'off' | 'on' | 'busy' | 'denied' | 'unsupported' | 'unavailable';

/** Whether this browser can take web push: a service worker, the Push API and notifications. */
function canPush(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** The service worker's registration, or null when none answers within a few seconds (none registered). */
async function readyRegistration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/**
 * Push on this device (issue 60, docs/decisions/115): asks the browser's permission, subscribes through the service
 * worker with the server's VAPID key and sends the subscription; or turns it off again. Without a service worker or
 * the Push API it says so plainly: e-mail reminders work anyway.
 */
export function PushDevice() {
  const [state, setState] = useState<PushState>(() => (canPush() ? 'off' : 'unsupported'));
  useEffect(() => {
    if (!canPush()) return;
    let live = true;
    // Already subscribed on this device (an earlier visit): say so, and offer to turn it off.
    void navigator.serviceWorker
      .getRegistration()
      .then((registration) => registration?.pushManager.getSubscription())
      .then((subscription) => {
        if (live && subscription) setState('on');
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    setState('busy');
    try {
      const key = await getPushKey();
      if (!key) return setState('unavailable');
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
      const registration = await readyRegistration();
      if (!registration) return setState('unsupported');
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(key),
      });
      await savePushSubscription(subscription.toJSON());
      setState('on');
    } catch {
      setState('off');
      toast.error(words.pushUnsupported);
    }
  };

  const turnOff = async () => {
    setState('busy');
    const registration = await readyRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) {
      await deletePushSubscription(subscription.endpoint).catch(() => undefined);
      await subscription.unsubscribe();
    }
    setState('off');
  };

  if (state === 'unsupported') return <p className="text-sm text-chalk-muted">{words.pushUnsupported}</p>;
  if (state === 'unavailable') return <p className="text-sm text-chalk-muted">{words.pushUnavailable}</p>;
  return (
    <div className="flex flex-col items-start gap-2">
      {state === 'on' && <p className="text-sm">{words.pushActive}</p>}
      {state === 'denied' && <p className="text-sm text-chalk-muted">{words.pushDenied}</p>}
      <Button
        variant="secondary"
        disabled={state === 'busy'}
        onClick={() => void (state === 'on' ? turnOff() : turnOn())}
      >
        {state === 'on' ? words.pushOff : words.pushOn}
      </Button>
    </div>
  );
}
