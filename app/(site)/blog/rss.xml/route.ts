import { feedResponse } from '@/lib/feed-types';
import { blogRss } from '@/lib/feeds';

export const dynamic = 'force-static';

export function GET() {
  return feedResponse(blogRss(), 'rss');
}
