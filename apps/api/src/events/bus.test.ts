import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './bus.js';

describe('event bus', () => {
  it('starts the other handlers only once the beforeReply ones settled', async () => {
    const bus = createEventBus();
    const order: string[] = [];
    bus.on('post.viewed', () => void order.push('socket'));
    bus.on(
      'post.viewed',
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push('cache');
      },
      { beforeReply: true },
    );
    bus.emit('post.viewed', { postId: 1, syndicateId: 2, userId: 3 });
    await bus.drain();
    expect(order).toEqual(['cache', 'socket']);
  });

  it('acknowledges once the beforeReply handlers settled, without waiting for the others', async () => {
    const bus = createEventBus();
    let releaseSlow = () => {};
    const slow = new Promise<void>((resolve) => (releaseSlow = resolve));
    const done: string[] = [];
    bus.on('post.viewed', () => slow.then(() => void done.push('mail')));
    bus.on('post.viewed', async () => void done.push('bump'), { beforeReply: true });
    bus.emit('post.viewed', { postId: 1, syndicateId: 2, userId: 3 });
    await bus.acknowledged();
    expect(done).toEqual(['bump']);
    releaseSlow();
    await bus.drain();
    expect(done).toEqual(['bump', 'mail']);
  });

  it('delivers typed payloads to every handler after the emitting tick', async () => {
    const bus = createEventBus();
    const seen: number[] = [];
    bus.on('post.created', (p) => void seen.push(p.postId));
    bus.on('post.created', async (p) => void seen.push(p.postId * 10));
    bus.emit('post.created', { postId: 3, syndicateId: 1, horseId: null, actorId: 7 });
    expect(seen).toEqual([]);
    await bus.drain();
    expect(seen).toEqual([3, 30]);
  });

  it('logs a failing handler without affecting the emitter or the other handlers', async () => {
    const log = { error: vi.fn() };
    const bus = createEventBus(log);
    const ok = vi.fn();
    bus.on('chat.updated', () => {
      throw new Error('boom');
    });
    bus.on('chat.updated', ok);
    expect(() => bus.emit('chat.updated', { chatId: 1 })).not.toThrow();
    await bus.drain();
    expect(ok).toHaveBeenCalledWith({ chatId: 1 });
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'chat.updated' }),
      'domain event handler failed',
    );
  });

  it('stops delivering after unsubscribe', async () => {
    const bus = createEventBus();
    const handler = vi.fn();
    const off = bus.on('content.changed', handler);
    off();
    bus.emit('content.changed', { entity: 'faq' });
    await bus.drain();
    expect(handler).not.toHaveBeenCalled();
  });
});
