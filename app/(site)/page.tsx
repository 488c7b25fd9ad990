import type { Metadata } from 'next';
import { siteConfig } from '@/lib/config';
import { routes } from '@/lib/routes';

const docs = routes.docs.page;
import { pageMetadata } from '@/lib/metadata';
import { homeStructuredData } from '@/lib/structured-data';
import { JsonLdScripts } from '@/components/seo/json-ld';
import { AppLink } from '@/components/ui/app-link';
import { inSentence, TESTING_AREAS } from '@/components/home/testing-areas';
import { StudioVisual } from '@/components/home/studio-visual';

export const metadata: Metadata = pageMetadata({ path: '/' });

export default function HomePage() {
  const { product, links } = siteConfig;
  return (
    <div className="home">
      <JsonLdScripts data={homeStructuredData()} />
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <p className="hero__eyebrow">No-code, AI-assisted test automation</p>
          <h1 id="hero-title" className="hero__title">
            Test every release of your web, mobile and API products without writing a framework.
          </h1>
          <p className="hero__lead">
            {product.name} records your flows, generates test cases with Yaan AI, repairs broken locators during a run
            and reports what failed and why. QA engineers build suites in hours; developers run them from any CI with
            one command.
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

      <section className="section section--alt" aria-labelledby="yaan-title">
        <div className="container split">
          <div>
            <h2 id="yaan-title" className="section__title">
              Yaan AI writes, explains and heals tests with you
            </h2>
            <p>
              Yaan is the assistant built into {product.name} Studio. Point it at a URL, a user story, a Figma frame or
              a Jira issue and Autogenerate drafts up to 25 test cases for you to review. When a run fails, Yaan
              explains the failure in plain words from the execution log, network logs and screenshots.
            </p>
            <p>
              When a locator breaks after a redesign, AI Auto Heal finds the element by its stored fingerprint, keeps
              the run going and proposes the fix. Nothing is saved until someone on your team selects{' '}
              <strong>Accept Heal</strong>.
            </p>
            <AppLink className="button button-secondary" href={docs('Yaan AI', 'yaan-ai')}>
              Meet Yaan AI
            </AppLink>
          </div>
          <ol className="steps-list" aria-label="How a team starts">
            <li>
              <strong>Install and record.</strong> Install {product.name} Desktop, open your app and record a first
              flow.
            </li>
            <li>
              <strong>Generate and refine.</strong> Let Autogenerate propose the edge cases, then review and keep what
              fits.
            </li>
            <li>
              <strong>Run everywhere.</strong> Run suites in parallel in the cloud, on your own Runner, or from CI with
              the CLI.
            </li>
            <li>
              <strong>Review and fix.</strong> Read the report, accept heals and file a Jira issue from any failed step.
            </li>
          </ol>
        </div>
      </section>

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
    </div>
  );
}
