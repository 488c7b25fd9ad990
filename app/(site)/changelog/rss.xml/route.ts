import { feedResponse } from '@/lib/feed-types';
import { changelogFeed } from '@/lib/feeds';

export const dynamic = 'force-static';

export function GET() {
  return feedResponse(changelogFeed().rss2(), 'rss');
}
