import { changelogFeed } from '@/lib/feeds';

export const dynamic = 'force-static';

export function GET() {
  return new Response(changelogFeed().rss2(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
