import type { ReactNode } from 'react';
import { Admonition } from './admonition';

type Props = {
  /** Guest name and role, as the episode introduces them. */
  guest: string;
  /** Testflux team member who co-hosts beside Tomás, when there is one. */
  cohost?: string;
  /** The conversation's main subjects, in the order they come up. */
  topics: string[];
  /** The three takeaways, as a Markdown list. */
  children: ReactNode;
};

/**
 * The "In this episode" box at the top of podcast notes: who talks, about what, and the
 * takeaways, so a reader can decide in a few seconds whether to listen.
 */
export function EpisodeSummary({ guest, cohost, topics, children }: Props) {
  return (
    <Admonition name="Note" title="In this episode">
      <p>
        <strong>Guest:</strong> {guest}
      </p>
      {cohost ? (
        <p>
          <strong>Co-host:</strong> {cohost}
        </p>
      ) : null}
      <p>
        <strong>Topics:</strong> {topics.join(' · ')}
      </p>
      <p>
        <strong>Takeaways</strong>
      </p>
      {children}
    </Admonition>
  );
}
