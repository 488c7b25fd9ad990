// The site's dates as readers see them, in US English and in UTC, so that a date in the content
// is the same day wherever the page is built or read.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** "October 21, 2025", from an ISO date or a Date. */
export const formatLongDate = (date: string | Date): string => LONG_DATE.format(new Date(date));

/** "October", the name of a month (0 is January). */
export const formatMonth = (month: number): string => MONTH.format(new Date(Date.UTC(2000, month, 1)));

/** A YYYY-MM-DD date that is a day of the calendar: "2026-02-30" is not (Date would read it as March 2). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
