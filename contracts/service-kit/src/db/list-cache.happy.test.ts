import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@portal/contracts';
import { startServiceDatabase, type ServiceDatabase } from '../testing/service-database.js';
import { createListCache } from './list-cache.js';
import { transaction } from './tenant.js';

function counter(values: number[]) {
  let calls = 0;
  return {
    compute: async () => values[Math.min(calls++, values.length - 1)] ?? 0,
    calls: () => calls,
  };
}

describe('list cache: counts', () => {
  const agencyId = uuidv7();
  const key = { agencyId, table: 'checkpoints', variant: { statuses: null } };

  it('answers a fresh count from the cache, and counts again once the TTL has passed', async () => {
    let clock = 1_000;
    const cache = createListCache({ ttlMs: 3_000, now: () => clock });
    const source = counter([5, 7]);
    expect(await cache.count(key, source.compute)).toBe(5);
    clock += 2_999;
    expect(await cache.count(key, source.compute)).toBe(5);
    expect(source.calls()).toBe(1);
    clock += 1;
    expect(await cache.count(key, source.compute)).toBe(7);
    expect(source.calls()).toBe(2);
  });

  it('keeps counts apart by agency, table and variant', async () => {
    const cache = createListCache();
    expect(await cache.count(key, async () => 1)).toBe(1);
    expect(await cache.count({ ...key, variant: { statuses: [100] } }, async () => 2)).toBe(2);
    expect(await cache.count({ ...key, table: 'sites' }, async () => 3)).toBe(3);
    expect(await cache.count({ ...key, agencyId: uuidv7() }, async () => 4)).toBe(4);
    expect(await cache.count(key, async () => 9)).toBe(1);
  });

  it('drops the counts of the agency’s table on invalidation, others kept', async () => {
    const cache = createListCache();
    const other = { ...key, table: 'sites' };
    await cache.count(key, async () => 1);
    await cache.count(other, async () => 2);
    cache.invalidate(agencyId, 'checkpoints');
    expect(await cache.count(key, async () => 10)).toBe(10);
    expect(await cache.count(other, async () => 20)).toBe(2);
  });

  it('never serves a count computed while an invalidation happened', async () => {
    const cache = createListCache();
    await cache.count(key, async () => {
      cache.invalidate(agencyId, 'checkpoints');
      return 1;
    });
    expect(await cache.count(key, async () => 2)).toBe(2);
  });

  it('holds at most maxWeight, a count weighing 1 and matches their number, the oldest going first', async () => {
    const cache = createListCache({ maxWeight: 4 });
    const variant = (n: number) => ({ ...key, variant: n });
    await cache.count(variant(1), async () => 1);
    await cache.count(variant(2), async () => 2);
    await cache.matches(variant(3), async () => ['a', 'b']);
    await cache.count(variant(4), async () => 4);
    expect(await cache.count(variant(1), async () => 10)).toBe(10);
    expect(await cache.count(variant(4), async () => 40)).toBe(4);
    expect(cache.cachedMatches(variant(3))).toEqual(['a', 'b']);
    await cache.matches(variant(5), async () => ['a', 'b', 'c', 'd', 'e']);
    expect(cache.cachedMatches(variant(5))).toBeUndefined();
    expect(cache.cachedMatches(variant(3))).toEqual(['a', 'b']);
  });

  it('computes an entry once for the calls that miss it together, not across an invalidation', async () => {
    const cache = createListCache();
    let release: (count: number) => void = () => undefined;
    let calls = 0;
    const slow = () => {
      calls += 1;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    };
    const first = cache.count(key, slow);
    const second = cache.count(key, slow);
    release(4);
    expect([await first, await second, calls]).toEqual([4, 4, 1]);

    cache.invalidate(agencyId, 'checkpoints');
    const before = cache.count(key, slow);
    const releaseBefore = release;
    cache.invalidate(agencyId, 'checkpoints');
    const after = cache.count(key, slow);
    release(6);
    releaseBefore(5);
    expect([await before, await after, calls]).toEqual([5, 6, 3]);
  });

  it('shares a failed computation’s error with the calls that waited for it, then computes again', async () => {
    const cache = createListCache();
    let fail: (error: Error) => void = () => undefined;
    const failing = () =>
      new Promise<number>((_, reject) => {
        fail = reject;
      });
    const first = cache.count(key, failing);
    const second = cache.count(key, async () => 9);
    fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await expect(second).rejects.toThrow('connection lost');
    expect(await cache.count(key, async () => 9)).toBe(9);
  });

  it('keeps a count computed by its caller, not one computed before an invalidation', async () => {
    const cache = createListCache();
    const counted = cache.counted(key);
    expect(counted.get()).toBeUndefined();
    counted.set(12);
    expect([cache.counted(key).get(), await cache.count(key, async () => 99)]).toEqual([12, 12]);
    const before = cache.counted(key);
    cache.invalidate(agencyId, 'checkpoints');
    before.set(13);
    expect(cache.counted(key).get()).toBeUndefined();
  });

  it('keeps where each page starts, and not a start told after an invalidation since the call', async () => {
    const cache = createListCache();
    const pages = cache.pageStarts(key);
    pages.set(1, ['hall', 'id-1']);
    pages.set(2, ['quai', 'id-2']);
    expect([pages.get(0), pages.get(1), cache.pageStarts(key).get(2)]).toEqual([
      undefined,
      ['hall', 'id-1'],
      ['quai', 'id-2'],
    ]);
    expect(cache.pageStarts({ ...key, variant: { statuses: [100] } }).get(1)).toBeUndefined();
    const before = cache.pageStarts(key);
    cache.invalidate(agencyId, 'checkpoints');
    before.set(3, ['zone', 'id-3']);
    expect([cache.pageStarts(key).get(1), cache.pageStarts(key).get(3)]).toEqual([undefined, undefined]);
  });

  it('keeps a search’s matches apart from its count, and drops both on invalidation', async () => {
    const cache = createListCache();
    expect(cache.cachedMatches(key)).toBeUndefined();
    expect(await cache.matches(key, async () => ['x', 'y'])).toEqual(['x', 'y']);
    expect(await cache.count(key, async () => 7)).toBe(7);
    expect(await cache.matches(key, async () => ['z'])).toEqual(['x', 'y']);
    cache.invalidate(agencyId, 'checkpoints');
    expect(cache.cachedMatches(key)).toBeUndefined();
    expect(await cache.matches(key, async () => ['z'])).toEqual(['z']);
  });
});

describe('list cache invalidated by writes', () => {
  let db: ServiceDatabase;
  beforeAll(async () => {
    db = await startServiceDatabase('kit_counts', null, { max: 2 });
  });
  afterAll(async () => {
    await db?.close();
  });

  it('invalidates after the commit, not before, and not when the transaction rolls back', async () => {
    const cache = createListCache();
    const agencyId = uuidv7();
    const key = { agencyId, table: 'things', variant: null };
    await cache.count(key, async () => 1);
    let seenInside = 0;
    await transaction(db.sql, { kind: 'platform' }, async (tx) => {
      cache.invalidateAfterCommit(tx, agencyId, 'things');
      seenInside = await cache.count(key, async () => 2);
    });
    expect(seenInside).toBe(1);
    expect(await cache.count(key, async () => 3)).toBe(3);

    await expect(
      transaction(db.sql, { kind: 'platform' }, async (tx) => {
        cache.invalidateAfterCommit(tx, agencyId, 'things');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await cache.count(key, async () => 4)).toBe(3);
  });

  it('invalidates at once outside a transaction', async () => {
    const cache = createListCache();
    const agencyId = uuidv7();
    const key = { agencyId, table: 'things', variant: null };
    await cache.count(key, async () => 1);
    cache.invalidateAfterCommit(db.sql, agencyId, 'things');
    expect(await cache.count(key, async () => 2)).toBe(2);
  });
});
