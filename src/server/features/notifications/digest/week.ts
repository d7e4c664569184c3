import {
  WEEKLY_DIGEST_CATCH_UP_HOURS,
  WEEKLY_DIGEST_LOCAL_HOUR,
  WEEKLY_DIGEST_WEEKDAY,
} from '#shared/constants.js';
import { localClockParts, localDateAndHour } from '../daily/index.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The widest UTC offsets in use (UTC−12 to UTC+14), in 15-minute steps. */
const OFFSETS_MINUTES = Array.from({ length: (26 * 60) / 15 + 1 }, (_, i) => -12 * 60 + i * 15);

/** A yyyy-mm-dd calendar date moved by whole days. */
export function addDays(date: string, days: number) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** How far a time zone's clock is ahead of UTC at a moment, in milliseconds. */
function offsetAt(moment: Date, timeZone: string) {
  const clock = localClockParts(moment, timeZone);
  const asUtc = Date.UTC(
    Number(clock.year),
    Number(clock.month) - 1,
    Number(clock.day),
    Number(clock.hour),
    Number(clock.minute),
    Number(clock.second),
  );
  return asUtc - Math.floor(moment.getTime() / 1000) * 1000;
}

/** The moment a calendar day starts in a time zone (DST changes happen at night, not at 00:00). */
export function startOfLocalDay(date: string, timeZone: string) {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  const guess = midnightUtc - offsetAt(new Date(midnightUtc), timeZone);
  // The offset at the guess may differ from the one at UTC midnight across a DST change.
  return new Date(midnightUtc - offsetAt(new Date(guess), timeZone));
}

export interface DigestWeek {
  /** The local date the digest is sent on; with the member, the dedupe key. */
  weekOf: string;
  /** The seven local days before it, as instants. */
  from: Date;
  to: Date;
}

/** Whether a local day and hour is within the digest's sending hours. */
const inSendingHours = (date: string, hour: number) =>
  weekdayOf(date) === WEEKLY_DIGEST_WEEKDAY &&
  hour >= WEEKLY_DIGEST_LOCAL_HOUR &&
  hour < WEEKLY_DIGEST_LOCAL_HOUR + WEEKLY_DIGEST_CATCH_UP_HOURS;

/** The week to send now on a member's clock, or null when it is not their digest time. */
export function dueDigestWeek(moment: Date, timeZone: string): DigestWeek | null {
  const local = localDateAndHour(moment, timeZone);
  if (!inSendingHours(local.date, local.hour)) return null;
  return {
    weekOf: local.date,
    from: startOfLocalDay(addDays(local.date, -7), timeZone),
    to: startOfLocalDay(local.date, timeZone),
  };
}

/**
 * Whether it is digest time anywhere on Earth: outside these hours (most of the week) the
 * scheduler slot skips reading members at all.
 */
export function digestTimeAnywhere(moment: Date) {
  return OFFSETS_MINUTES.some((minutes) => {
    const shifted = new Date(moment.getTime() + minutes * 60_000).toISOString();
    return inSendingHours(shifted.slice(0, 10), Number(shifted.slice(11, 13)));
  });
}

/** How far back a member's digest week can reach from a moment in its sending hours (+1 h of DST). */
export const DIGEST_LOOKBACK_MS =
  (7 * 24 + WEEKLY_DIGEST_LOCAL_HOUR + WEEKLY_DIGEST_CATCH_UP_HOURS + 1) * HOUR_MS;
