import type { ReactNode } from 'react';
import { Admonition } from './admonition';
import { formatLongDate } from '@/lib/dates';

/**
 * A dated note added to a published post: `<Update date="2024-10-09">...</Update>`. The content
 * check reads the ISO date to allow links to product docs that did not exist when the post was
 * written (see `postTimelineProblems` in lib/content/content-rules.ts).
 */
export function Update({ date, children }: { date: string; children: ReactNode }) {
  const when = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : null;
  if (!when || Number.isNaN(when.getTime())) throw new Error(`<Update date="${date}">: date must be YYYY-MM-DD`);
  return (
    <Admonition name="Info" title={`Update, ${formatLongDate(when)}`}>
      {children}
    </Admonition>
  );
}
