import { feedResponse } from '@/lib/feed-types';
import { blogAtom } from '@/lib/feeds';

export const dynamic = 'force-static';

export function GET() {
  return feedResponse(blogAtom(), 'atom');
}
