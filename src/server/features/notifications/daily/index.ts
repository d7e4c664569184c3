/** The daily messages' clock, shared with the weekly digest's scheduler (same hourly slots). */
export { hourSlot, localClockParts, localDateAndHour } from './localClock.js';
export { ensureSchedulerSlots } from './schedulerSlots.js';
