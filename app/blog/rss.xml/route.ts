import { blogRss } from '@/lib/feeds';

export const dynamic = 'force-static';

export function GET() {
  return new Response(blogRss(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
