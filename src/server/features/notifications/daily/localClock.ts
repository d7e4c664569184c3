/** The fields of a moment on a time zone's clock, as two-digit strings (a four-digit year). */
export function localClockParts(moment: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  const [year, month, day] = [part('year'), part('month'), part('day')];
  return { year, month, day, hour: part('hour'), minute: part('minute'), second: part('second') };
}

/** A moment on a member's own clock: their calendar date (yyyy-mm-dd) and hour (0–23). */
export function localDateAndHour(moment: Date, timeZone: string) {
  const { year, month, day, hour } = localClockParts(moment, timeZone);
  return { date: `${year}-${month}-${day}`, hour: Number(hour) };
}

/** The start of the UTC hour a moment falls in, and the key that names that scheduler slot. */
export function hourSlot(moment: Date) {
  const start = new Date(moment);
  start.setUTCMinutes(0, 0, 0);
  return { start, key: start.toISOString().slice(0, 13) };
}

/** Whether the member's clock is at their chosen hour, or within the catch-up hours after it. */
export function isDue(localHour: number, chosenHour: number, catchUpHours: number) {
  const since = (localHour - chosenHour + 24) % 24;
  return since < catchUpHours;
}
