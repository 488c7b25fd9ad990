import { OPENSEARCH_TYPE } from '@/lib/feed-types';
import { openSearchDescription } from '@/lib/opensearch';

export const dynamic = 'force-static';

export function GET() {
  return new Response(openSearchDescription(), { headers: { 'Content-Type': `${OPENSEARCH_TYPE}; charset=utf-8` } });
}
