import type { PushService } from './service.js';
import { chatLink } from './links.js';

/**
 * Pushes for work that finished while the member was away: a reply nobody was streaming, an
 * image. The service worker shows them only when no window of the app is visible (public/sw.js).
 */
export function createReadyNotifier(push: PushService) {
  return {
    async replyReady(
      userId: string,
      reply: { conversationId: string; characterId: string; characterName: string; text: string },
    ) {
      await push.notifyReady(userId, {
        title: `${reply.characterName} replied`,
        body: reply.text.slice(0, 140),
        url: chatLink(reply.characterId, reply.conversationId),
        tag: `reply-${reply.conversationId}`,
      });
    },

    async imageReady(userId: string, image: { imageId: string; characterName: string }) {
      await push.notifyReady(userId, {
        title: 'Your image is ready',
        body: `Your picture with ${image.characterName} has finished.`,
        url: '/collection',
        tag: `image-${image.imageId}`,
      });
    },
  };
}
