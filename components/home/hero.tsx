import { siteConfig } from '@/lib/config';
import { routes } from '@/lib/routes';
import { AppLink } from '@/components/ui/app-link';
import { StudioVisual } from './studio-visual';

/** The home page's opening: what the product does, for whom, and the three ways to start. */
export function HomeHero() {
  const { product, links } = siteConfig;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <p className="hero__eyebrow">No-code, AI-assisted test automation</p>
        <h1 id="hero-title" className="hero__title">
          Test every release of your web, mobile and API products without writing a framework.
        </h1>
        <p className="hero__lead">
          {product.name} records your flows, generates test cases with Yaan AI, repairs broken locators during a run and
          reports what failed and why. QA engineers build suites in hours; developers run them from any CI with one
          command.
        </p>
        <div className="hero__actions">
          <a className="button button-primary button--lg" href={links.signup}>
            Try for free
          </a>
          <a className="button button-secondary button--lg" href={links.demo}>
            Schedule a demo
          </a>
          <AppLink className="button button-link button--lg" href={routes.docs.home}>
            Read the docs
          </AppLink>
        </div>
      </div>
      <StudioVisual />
    </section>
  );
}
