// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EpisodeSummary } from '@/components/mdx/episode-summary';

afterEach(cleanup);

describe('EpisodeSummary', () => {
  it('names the guest, the co-host and the topics, and shows the takeaways', () => {
    render(
      <EpisodeSummary guest="Dana Okafor, build engineer" cohost="Maya Chen" topics={['Retries', 'Quarantine']}>
        <ul>
          <li>Report a pass on retry as flaky.</li>
        </ul>
      </EpisodeSummary>,
    );
    const box = screen.getByRole('complementary', { name: 'In this episode' });
    expect(box.textContent).toContain('Guest: Dana Okafor, build engineer');
    expect(box.textContent).toContain('Co-host: Maya Chen');
    expect(box.textContent).toContain('Topics: Retries · Quarantine');
    expect(screen.getByRole('listitem').textContent).toBe('Report a pass on retry as flaky.');
  });

  it('leaves out the co-host line when Tomás hosts alone', () => {
    render(
      <EpisodeSummary guest="Kenji Watanabe" topics={['Contracts']}>
        <p>One takeaway.</p>
      </EpisodeSummary>,
    );
    expect(screen.getByRole('complementary').textContent).not.toContain('Co-host');
  });
});
