import { AppLink } from '@/components/ui/app-link';
import { inSentence, TESTING_AREAS } from './testing-areas';

/** The six kinds of testing, a card each with a link to its docs. */
export function TestingAreasSection() {
  return (
    <section className="container section" aria-labelledby="areas-title">
      <h2 id="areas-title" className="section__title">
        One platform for six kinds of testing
      </h2>
      <ul className="feature-grid">
        {TESTING_AREAS.map((area) => (
          <li key={area.id} className="feature-card">
            <h3>{area.title}</h3>
            <p>{area.body}</p>
            <AppLink href={area.href}>Read the {inSentence(area.title)} docs →</AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
