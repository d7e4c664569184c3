import { useCallback, useState } from 'react';
import {
  DEFAULT_IMAGE_ANGLE,
  DEFAULT_IMAGE_RESOLUTION,
  IMAGE_PROMPT_MAX_CHARS,
} from '#shared/imaging';
import { ApiRequestError } from '#web/lib/api';
import { startImage } from '../imaging';

/** A picture asked for in this chat: running as a job, refused by the paywall, or failed. */
export type ChatImage =
  | { key: string; kind: 'job'; jobId: string }
  | { key: string; kind: 'paywall' }
  | { key: string; kind: 'failed'; message: string };

/**
 * Pictures asked for in one conversation (docs/PRODUCT.md, "Selfies in chat"): a Premium member's
 * request becomes an image job whose finished image the server posts into the conversation;
 * everyone else sees the Premium card.
 */
export function useChatImages(input: {
  conversationId: string;
  characterId: string | null;
  isPremium: boolean;
}) {
  const { conversationId, characterId, isPremium } = input;
  const [images, setImages] = useState<ChatImage[]>([]);

  const add = (image: ChatImage) => setImages((list) => [...list, image]);
  const dismiss = useCallback(
    (key: string) => setImages((list) => list.filter((image) => image.key !== key)),
    [],
  );

  const request = useCallback(
    async (text: string) => {
      const key = crypto.randomUUID();
      if (!isPremium || !characterId) return add({ key, kind: 'paywall' });
      try {
        const { jobId } = await startImage({
          characterId,
          userText: text.slice(0, IMAGE_PROMPT_MAX_CHARS),
          resolution: DEFAULT_IMAGE_RESOLUTION,
          angle: DEFAULT_IMAGE_ANGLE,
          conversationId,
        });
        add({ key, kind: 'job', jobId });
      } catch (error) {
        if (
          error instanceof ApiRequestError &&
          error.status === 402 &&
          error.code === 'premium_required'
        )
          return add({ key, kind: 'paywall' });
        add({
          key,
          kind: 'failed',
          message: error instanceof Error ? error.message : 'Could not start the picture.',
        });
      }
    },
    [characterId, conversationId, isPremium],
  );

  return { images, request, dismiss };
}
