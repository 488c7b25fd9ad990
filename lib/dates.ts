// The site's dates as readers see them, in US English and in UTC, so that a date in the content
// is the same day wherever the page is built or read.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** "October 21, 2025", from an ISO date or a Date. */
export const formatLongDate = (date: string | Date): string => LONG_DATE.format(new Date(date));

/** "October", the name of a month (0 is January). */
export const formatMonth = (month: number): string => MONTH.format(new Date(Date.UTC(2000, month, 1)));
