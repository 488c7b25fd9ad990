import { feedResponse } from '@/lib/feed-types';
import { blogJson } from '@/lib/feeds';

export const dynamic = 'force-static';

export function GET() {
  return feedResponse(blogJson(), 'json');
}
