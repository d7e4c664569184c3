import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Viewer } from './service.js';
import { createViewerCache, sessionTokenOf } from './viewerCache.js';

const viewer = (id: string) => ({ id, banned: false, isPremium: false }) as Viewer;

describe('sessionTokenOf', () => {
  it('finds the better-auth session cookie, with or without the __Secure- prefix', () => {
    expect(sessionTokenOf('a=1; better-auth.session_token=abc.sig; b=2')).toBe('abc.sig');
    expect(sessionTokenOf('__Secure-better-auth.session_token=xyz')).toBe('xyz');
    expect(sessionTokenOf('velvet_guest=g1; fake-better-auth.session_token=no')).toBeNull();
    expect(sessionTokenOf(undefined)).toBeNull();
  });
});

describe('viewer cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers within its time to live, then forgets', () => {
    vi.useFakeTimers();
    const cache = createViewerCache<Viewer>({ ttlMs: 5000, maxEntries: 10 });
    cache.set('t1', viewer('u1'));
    cache.set('t2', null);
    expect(cache.get('t1')?.id).toBe('u1');
    expect(cache.get('t2')).toBeNull();
    expect(cache.get('t3')).toBeUndefined();
    vi.advanceTimersByTime(5001);
    expect(cache.get('t1')).toBeUndefined();
  });

  it('never outlives the session itself', () => {
    vi.useFakeTimers();
    const cache = createViewerCache<Viewer>({ ttlMs: 5000, maxEntries: 10 });
    cache.set('t1', viewer('u1'), new Date(Date.now() + 1000));
    vi.advanceTimersByTime(1001);
    expect(cache.get('t1')).toBeUndefined();
  });

  it('drops one session, every session of a user, or everything', () => {
    const cache = createViewerCache<Viewer>({ ttlMs: 5000, maxEntries: 10 });
    cache.set('a1', viewer('alice'));
    cache.set('a2', viewer('alice'));
    cache.set('b1', viewer('bob'));
    cache.forgetToken('a1');
    expect(cache.get('a1')).toBeUndefined();
    cache.forgetUser('alice');
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b1')?.id).toBe('bob');
    cache.clear();
    expect(cache.get('b1')).toBeUndefined();
  });

  it('stays bounded, dropping the oldest entry, and stores nothing when turned off', () => {
    const cache = createViewerCache<Viewer>({ ttlMs: 5000, maxEntries: 2 });
    cache.set('t1', viewer('u1'));
    cache.set('t2', viewer('u2'));
    cache.set('t3', viewer('u3'));
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.get('t3')?.id).toBe('u3');
    const off = createViewerCache<Viewer>({ ttlMs: 0, maxEntries: 2 });
    off.set('t1', viewer('u1'));
    expect(off.get('t1')).toBeUndefined();
  });
});
