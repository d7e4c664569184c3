import { describe, expect, it } from 'vitest';
import { addDays, digestTimeAnywhere, dueDigestWeek, startOfLocalDay } from './week.js';

describe('the digest week on a member clock', () => {
  it('finds the start of a local day, across a DST change too', () => {
    expect(startOfLocalDay('2026-03-02', 'UTC').toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(startOfLocalDay('2026-03-02', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-01T23:00:00.000Z',
    );
    // Berlin moves to summer time on 2026-03-29: the next day starts an hour earlier in UTC.
    expect(startOfLocalDay('2026-03-30', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
    expect(startOfLocalDay('2026-03-02', 'Asia/Kolkata').toISOString()).toBe(
      '2026-03-01T18:30:00.000Z',
    );
    expect(startOfLocalDay('2026-03-02', 'Pacific/Auckland').toISOString()).toBe(
      '2026-03-01T11:00:00.000Z',
    );
    expect(addDays('2026-03-02', -7)).toBe('2026-02-23');
  });

  it('is due on Monday from 09:00 for the catch-up hours, on the member clock', () => {
    // Monday 2 March 2026, 09:30 in Berlin.
    const berlinMonday = new Date('2026-03-02T08:30:00Z');
    expect(dueDigestWeek(berlinMonday, 'Europe/Berlin')).toEqual({
      weekOf: '2026-03-02',
      from: new Date('2026-02-22T23:00:00Z'),
      to: new Date('2026-03-01T23:00:00Z'),
    });
    // The same moment is 08:30 in London and Sunday evening in Los Angeles.
    expect(dueDigestWeek(berlinMonday, 'Europe/London')).toBeNull();
    expect(dueDigestWeek(berlinMonday, 'America/Los_Angeles')).toBeNull();
    // 20:59 Monday is still in the catch-up hours, 21:00 no longer.
    expect(dueDigestWeek(new Date('2026-03-02T19:59:00Z'), 'Europe/Berlin')?.weekOf).toBe(
      '2026-03-02',
    );
    expect(dueDigestWeek(new Date('2026-03-02T20:00:00Z'), 'Europe/Berlin')).toBeNull();
    // A week over the DST change is 167 hours long, and still seven local days.
    const afterDst = dueDigestWeek(new Date('2026-03-30T08:00:00Z'), 'Europe/Berlin')!;
    expect((afterDst.to.getTime() - afterDst.from.getTime()) / 3_600_000).toBe(167);
  });

  it('knows when it is digest time somewhere on Earth', () => {
    // Monday 09:00 reaches UTC+14 at Sunday 19:00 UTC; the catch-up ends at UTC−12, Tue 09:00 UTC.
    expect(digestTimeAnywhere(new Date('2026-03-01T18:59:00Z'))).toBe(false);
    expect(digestTimeAnywhere(new Date('2026-03-01T19:00:00Z'))).toBe(true);
    expect(digestTimeAnywhere(new Date('2026-03-03T08:59:00Z'))).toBe(true);
    expect(digestTimeAnywhere(new Date('2026-03-03T09:00:00Z'))).toBe(false);
    expect(digestTimeAnywhere(new Date('2026-03-05T12:00:00Z'))).toBe(false);
  });
});
