import type { ReactNode } from 'react';
import { Admonition } from './admonition';
import { formatLongDate, isCalendarDate } from '@/lib/dates';
import { UPDATE_ADMONITION, updateTitle } from '@/lib/content/admonitions';

/**
 * A dated note added to a published post: `<Update date="2024-10-09">...</Update>`; a second
 * note of the same day says what it is about (`about="GitHub Actions"`), so that the two are
 * told apart by name. The content check reads the ISO date to allow links to product docs that
 * did not exist when the post was written (see `postTimelineProblems` in
 * lib/content/content-rules.ts).
 */
export function Update({ date, about, children }: { date: string; about?: string; children: ReactNode }) {
  if (!isCalendarDate(date)) throw new Error(`<Update date="${date}">: date must be a day as YYYY-MM-DD`);
  return (
    <Admonition name={UPDATE_ADMONITION} title={updateTitle(formatLongDate(date), about)}>
      {children}
    </Admonition>
  );
}
