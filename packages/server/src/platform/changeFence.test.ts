import { describe, expect, it } from 'vitest';
import { ChangeFence } from './changeFence.ts';

/** A feed that hands every payload sent back to the fence, after what was announced before it. */
function feedOf(fence: () => ChangeFence) {
  const queue: string[] = [];
  return {
    announce: (table: string) => queue.push(table),
    send: async (payload: string) => {
      queue.push(payload);
      setTimeout(() => {
        for (const p of queue.splice(0)) fence().heard(p);
      }, 1);
    },
  };
}

function fenceOnFeed(timeoutMs = 2_000) {
  let fence: ChangeFence;
  const feed = feedOf(() => fence);
  fence = new ChangeFence(feed.send, timeoutMs);
  fence.setOnline(true);
  return { fence, feed };
}

describe('ChangeFence', () => {
  it('says nothing moved when nothing was announced while the call ran', async () => {
    const { fence } = fenceOnFeed();
    const mark = fence.mark();
    expect(await fence.settle(mark)).toEqual({ access: false, unread: false });
  });

  it('tells an access change from a message change by the table announced', async () => {
    const { fence, feed } = fenceOnFeed();
    let mark = fence.mark();
    feed.announce('roles');
    expect(await fence.settle(mark)).toEqual({ access: true, unread: false });
    mark = fence.mark();
    feed.announce('messages');
    expect(await fence.settle(mark)).toEqual({ access: false, unread: true });
  });

  it('counts announcements heard before the call began as not its own', async () => {
    const { fence } = fenceOnFeed();
    fence.heard('users');
    const mark = fence.mark();
    expect(await fence.settle(mark)).toEqual({ access: false, unread: false });
  });

  it('ignores the markers of other processes', async () => {
    const { fence, feed } = fenceOnFeed();
    const mark = fence.mark();
    feed.announce('fence:someone-else:1');
    expect(await fence.settle(mark)).toEqual({ access: false, unread: false });
  });

  it('says everything moved when the feed is down, goes down, or was down meanwhile', async () => {
    const { fence } = fenceOnFeed();
    fence.setOnline(false);
    expect(await fence.settle(fence.mark())).toEqual({ access: true, unread: true });

    fence.setOnline(true);
    const before = fence.mark();
    fence.setOnline(false); // announcements may be lost here
    fence.setOnline(true);
    expect(await fence.settle(before)).toEqual({ access: true, unread: true });

    const during = fence.mark();
    const settled = fence.settle(during);
    fence.setOnline(false);
    expect(await settled).toEqual({ access: true, unread: true });
  });

  it('says everything moved when its marker is not back in time or cannot be sent', async () => {
    const silent = new ChangeFence(async () => {}, 20);
    silent.setOnline(true);
    expect(await silent.settle(silent.mark())).toEqual({ access: true, unread: true });
    const failing = new ChangeFence(async () => {
      throw new Error('connection lost');
    });
    failing.setOnline(true);
    expect(await failing.settle(failing.mark())).toEqual({ access: true, unread: true });
  });
});
