import { blogJson } from '@/lib/feeds';

export const dynamic = 'force-static';

export function GET() {
  return new Response(blogJson(), { headers: { 'Content-Type': 'application/feed+json; charset=utf-8' } });
}
