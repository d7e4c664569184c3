/**
 * Several ComfyUI instances behind one ImageBackend (docs/decisions/0055-image-backend.md).
 * Each generation goes to the instance with the fewest generations in flight from this app
 * instance, ties broken round-robin. An instance that could not take work (unreachable, 5xx
 * before queueing, failed health probe) sits out a cool-down; the request that found it down
 * moves on to the next instance at once. Instances cooling down are still tried last, so a pool
 * whose every member failed recently keeps trying rather than refusing.
 */
import { ComfyUnavailableError } from './comfyui.js';
import type {
  GeneratedImage,
  ImageBackend,
  ImageBackendHealth,
  ImageProgress,
  ImageRequest,
} from './types.js';

export interface PoolMember extends ImageBackend {
  readonly url: string;
}

export interface ComfyPoolOptions {
  /** How long an instance that failed sits out (default 30 s). */
  cooldownMs?: number;
  /** Clock, injectable so tests step over the cool-down without waiting. */
  now?: () => number;
}

interface MemberState {
  member: PoolMember;
  inFlight: number;
  downUntil: number;
}

export class ComfyUiPool implements ImageBackend {
  readonly kind = 'comfyui' as const;
  private readonly states: MemberState[];
  private readonly cooldownMs: number;
  private readonly now: () => number;
  private cursor = 0;

  constructor(members: PoolMember[], options: ComfyPoolOptions = {}) {
    if (members.length === 0) throw new Error('A ComfyUI pool needs at least one instance');
    this.states = members.map((member) => ({ member, inFlight: 0, downUntil: 0 }));
    this.cooldownMs = options.cooldownMs ?? 30_000;
    this.now = options.now ?? Date.now;
  }

  async generate(
    request: ImageRequest,
    options: { signal?: AbortSignal; onProgress?: (progress: ImageProgress) => void } = {},
  ): Promise<GeneratedImage> {
    let lastError: unknown;
    for (const state of this.order()) {
      state.inFlight++;
      try {
        return await state.member.generate(request, options);
      } catch (error) {
        if (!(error instanceof ComfyUnavailableError) || options.signal?.aborted) throw error;
        state.downUntil = this.now() + this.cooldownMs;
        lastError = error;
      } finally {
        state.inFlight--;
      }
    }
    throw lastError;
  }

  async health(): Promise<ImageBackendHealth> {
    const results = await Promise.all(this.states.map((state) => state.member.health()));
    results.forEach((result, index) => {
      if (!result.ok) this.states[index].downUntil = this.now() + this.cooldownMs;
      else this.states[index].downUntil = 0;
    });
    const up = results.filter((result) => result.ok).length;
    const detail = `${up}/${results.length} ComfyUI instances up; ${results.map((r) => r.detail).join('; ')}`;
    return { ok: up > 0, kind: this.kind, detail };
  }

  /** Healthy before cooling down, then fewest in flight, then round-robin from a moving start. */
  private order(): MemberState[] {
    const start = this.cursor++ % this.states.length;
    const rotated = [...this.states.slice(start), ...this.states.slice(0, start)];
    const now = this.now();
    const down = (state: MemberState) => (state.downUntil > now ? 1 : 0);
    return rotated.sort(
      (a, b) =>
        down(a) - down(b) || a.inFlight - b.inFlight || (down(a) ? a.downUntil - b.downUntil : 0),
    );
  }
}
