import { blogAtom } from '@/lib/feeds';

export const dynamic = 'force-static';

export function GET() {
  return new Response(blogAtom(), { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}
