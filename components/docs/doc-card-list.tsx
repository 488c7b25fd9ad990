import { AppLink } from '@/components/ui/app-link';
import type { CategoryCard } from '@/lib/content/docs';

/** Docs as cards (title and description), for category and tag pages. */
export function DocCardList({ cards }: { cards: CategoryCard[] }) {
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.href}>
          <AppLink className="card" href={card.href}>
            <h2 className="card__title">{card.title}</h2>
            <p className="card__description">{card.description}</p>
            {card.count ? <p className="card__meta">{card.count} articles</p> : null}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
