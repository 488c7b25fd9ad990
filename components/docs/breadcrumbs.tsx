import { AppLink } from '@/components/ui/app-link';
import type { Crumb } from '@/lib/content/docs';

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        {items.map((c, i) => (
          <li key={`${c.label}-${i}`}>
            {i === items.length - 1 ? (
              <span aria-current="page">{c.label}</span>
            ) : c.href ? (
              <AppLink href={c.href}>{c.label}</AppLink>
            ) : (
              <span>{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
