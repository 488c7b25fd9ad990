import { siteConfig } from '@/lib/config';
import { routes } from '@/lib/routes';
import { AppLink } from '@/components/ui/app-link';

/** The home page's closing call to action: a trial, pricing, or the use cases. */
export function StartSection() {
  const { links } = siteConfig;
  return (
    <section className="container section cta" aria-labelledby="cta-title">
      <h2 id="cta-title" className="section__title">
        Start testing today
      </h2>
      <p>Start a free trial, or talk to our team about enterprise plans.</p>
      <div className="hero__actions">
        <a className="button button-primary button--lg" href={links.signup}>
          Try for free
        </a>
        <a className="button button-secondary button--lg" href={links.pricing}>
          See pricing
        </a>
        <AppLink className="button button-link button--lg" href={routes.page('UseCases')}>
          Explore use cases
        </AppLink>
      </div>
    </section>
  );
}
