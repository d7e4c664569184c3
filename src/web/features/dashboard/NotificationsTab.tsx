import { Bell, BellOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { NotificationSettingsUpdate } from '#shared/api/notifications';
import { useViewer } from '#web/app';
import { Button, ButtonLink } from '#web/components/ui/Button';
import { Skeleton } from '#web/components/ui/Skeleton';
import { cn } from '#web/lib/cn';
import {
  useNotificationSettings,
  useUpdateNotificationSettings,
  notificationKeys,
} from './notificationsApi';
import {
  currentSubscription,
  disablePush,
  enablePush,
  permissionState,
  type PermissionState,
} from './pushClient';
import { useQueryClient } from '@tanstack/react-query';
import { LoadFailed, TabCard } from './TabCard';

const PERMISSION_LABEL: Record<PermissionState, string> = {
  granted: 'Allowed',
  denied: 'Blocked',
  default: 'Not asked yet',
  unsupported: 'Not supported in this browser',
};

/** The Notifications tab: daily messages and e-mail digests (docs/PRODUCT.md#pages). */
export function NotificationsTab() {
  const query = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  if (query.isError)
    return <LoadFailed what="your notification settings" onRetry={() => void query.refetch()} />;
  const settings = query.data;

  const change = (value: NotificationSettingsUpdate) =>
    update.mutate(value, {
      onSuccess: () => toast.success('Notification settings saved'),
      onError: (error) => toast.error(error.message),
    });

  return (
    <div className="space-y-6">
      <PushCard />
      <TabCard title="Notifications" description="Choose what Velvet may send you.">
        {!settings ? (
          <Skeleton className="h-32 w-full rounded-2xl" />
        ) : (
          <ul className="divide-y divide-white/10">
            <ToggleRow
              label="Daily messages"
              detail={`Your favourite character writes first, once a day at ${String(settings.dailyMessageHour).padStart(2, '0')}:00 (${settings.timeZone}), and a push links to it.`}
              checked={settings.dailyMessages}
              disabled={update.isPending}
              onChange={(dailyMessages) => change({ dailyMessages })}
            />
            <ToggleRow
              label="E-mail digests"
              detail={`On Monday mornings (${settings.timeZone}), an e-mail summing up your week of chats: messages, companions and who you talked to most. None after a quiet week.`}
              checked={settings.emailDigests}
              disabled={update.isPending}
              onChange={(emailDigests) => change({ emailDigests })}
            />
            <li className="flex flex-wrap items-center justify-between gap-3 py-4">
              <label htmlFor="daily-hour" className="text-sm font-medium text-white">
                Daily message time
              </label>
              <select
                id="daily-hour"
                className="rounded-lg border border-white/10 bg-zinc-900 px-3 py-2 text-sm text-white"
                value={settings.dailyMessageHour}
                disabled={update.isPending}
                onChange={(event) =>
                  change({
                    dailyMessageHour: Number(event.target.value),
                    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
                  })
                }
              >
                {Array.from({ length: 24 }, (_, hour) => (
                  <option key={hour} value={hour}>
                    {String(hour).padStart(2, '0')}:00
                  </option>
                ))}
              </select>
            </li>
          </ul>
        )}
      </TabCard>
    </div>
  );
}

function ToggleRow(props: {
  label: string;
  detail: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <li className="flex items-center justify-between gap-4 py-4">
      <div>
        <p className="text-sm font-medium text-white">{props.label}</p>
        <p className="mt-0.5 text-sm text-zinc-400">{props.detail}</p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={props.checked}
        aria-label={props.label}
        disabled={props.disabled}
        onClick={() => props.onChange(!props.checked)}
        className={cn(
          'relative h-6 w-11 shrink-0 rounded-full transition focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none disabled:opacity-60',
          props.checked ? 'bg-rose-500' : 'bg-white/15',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white transition',
            props.checked && 'translate-x-5',
          )}
        />
      </button>
    </li>
  );
}

/** This browser's push state: permission, subscription, and the way to fix a blocked permission. */
function PushCard() {
  const viewer = useViewer();
  const client = useQueryClient();
  const [permission, setPermission] = useState<PermissionState>(() => permissionState());
  const [subscribed, setSubscribed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void currentSubscription().then((found) => setSubscribed(Boolean(found)));
  }, []);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
      await client.invalidateQueries({ queryKey: notificationKeys.settings });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  }

  const enable = () =>
    run(async () => {
      const result = await enablePush();
      setPermission(result.permission);
      setSubscribed(Boolean(result.settings));
      if (result.settings) toast.success('Push notifications are on for this device');
    });
  const disable = () =>
    run(async () => {
      await disablePush();
      setSubscribed(false);
      toast.success('Push notifications are off for this device; daily messages are off too');
    });

  return (
    <TabCard
      title="Push notifications"
      description="Daily messages and finished replies arrive as notifications on this device."
    >
      <p className="text-sm text-zinc-300">
        Browser permission: <strong className="text-white">{PERMISSION_LABEL[permission]}</strong>
        {subscribed && ' · this device receives pushes'}
      </p>
      {permission === 'denied' && (
        <div
          role="note"
          className="mt-4 rounded-2xl border border-amber-400/20 bg-amber-500/5 p-4 text-sm text-zinc-300"
        >
          <p className="font-medium text-white">Notifications are blocked for this site.</p>
          <p className="mt-1">
            Open the site settings (the icon left of the address bar), set Notifications to Allow,
            then reload this page. On iPhone, add Velvet to the Home Screen first, then allow
            notifications in Settings › Notifications › Velvet.
          </p>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {!viewer.isPremium ? (
          <>
            <p className="w-full text-sm text-zinc-400">
              Push notifications and daily messages are part of Premium.
            </p>
            <ButtonLink to="/pricing">See Premium</ButtonLink>
          </>
        ) : subscribed ? (
          <Button variant="outline" disabled={busy} onClick={() => void disable()}>
            <BellOff className="h-4 w-4" aria-hidden="true" /> Turn off on this device
          </Button>
        ) : (
          permission !== 'unsupported' &&
          permission !== 'denied' && (
            <Button disabled={busy} onClick={() => void enable()}>
              <Bell className="h-4 w-4" aria-hidden="true" /> Enable push notifications
            </Button>
          )
        )}
      </div>
    </TabCard>
  );
}
