import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettingsUpdate } from '#shared/api/notifications';
import { apiFetch, apiRequest, jsonRequest, postJson } from '#web/lib/api';

const schemas = () => import('#shared/api/notifications');
const settingsSchema = () => schemas().then((module) => module.notificationSettingsSchema);
const keySchema = () => schemas().then((module) => module.vapidKeyResponseSchema);

export const notificationKeys = { settings: ['notifications', 'settings'] as const };

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => apiFetch('/api/notifications/settings', settingsSchema, { signal }),
  });
}

export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: NotificationSettingsUpdate) =>
      apiFetch('/api/notifications/settings', settingsSchema, jsonRequest('PUT', change)),
    onSuccess: (settings) => client.setQueryData(notificationKeys.settings, settings),
  });
}

export const recordPermission = (state: 'granted' | 'denied') =>
  apiRequest('/api/notifications/permission', postJson({ state })).catch(() => undefined);

export const fetchVapidKey = () => apiFetch('/api/notifications/vapid-public-key', keySchema);

export const saveSubscription = (subscription: PushSubscriptionJSON, timeZone: string) =>
  apiFetch(
    '/api/notifications/subscription',
    settingsSchema,
    postJson({ ...subscription, timeZone }),
  );

export const removeSubscription = (endpoint: string) =>
  apiFetch('/api/notifications/subscription', settingsSchema, jsonRequest('DELETE', { endpoint }));
