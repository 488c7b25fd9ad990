import { tagManagerScript } from '@/lib/hosting/rules';
import { TagManagerLoader } from './tag-manager-loader';

/** The site analytics tag manager; rendered only when an id is configured. */
export function TagManager({ id }: { id?: string }) {
  if (!id) return null;
  return <TagManagerLoader src={tagManagerScript(id)} />;
}
