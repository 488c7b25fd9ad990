import { siteConfig } from '@/lib/config';
import { routes } from '@/lib/routes';
import { AppLink } from '@/components/ui/app-link';

/** The four steps a team starts with, each leading to the docs that take it. */
const STEPS = [
  {
    lead: 'Install and record.',
    href: routes.docs.page('Get Started', 'installation'),
    text: `Install ${siteConfig.product.name} Desktop, open your app and record a first flow.`,
  },
  {
    lead: 'Generate and refine.',
    href: routes.docs.page('AI-Powered Test Case Generation', 'Autogenerate'),
    text: 'Let Autogenerate propose the edge cases, then review and keep what fits.',
  },
  {
    lead: 'Run everywhere.',
    href: routes.docs.page('Run Tests', 'parallel'),
    text: 'Run suites in parallel in the cloud, on your own Runner, or from CI with the CLI.',
  },
  {
    lead: 'Review and fix.',
    href: routes.docs.page('Reports', 'reports'),
    text: 'Read the report, accept heals and file a Jira issue from any failed step.',
  },
];

/** Yaan AI on the home page, beside the four steps a team starts with. */
export function YaanSection() {
  const { product } = siteConfig;
  return (
    <section className="section section--alt" aria-labelledby="yaan-title">
      <div className="container split">
        <div>
          <h2 id="yaan-title" className="section__title">
            Yaan AI writes, explains and heals tests with you
          </h2>
          <p>
            Yaan is the assistant built into {product.name} Studio. Point it at a URL, a user story, a Figma frame or a
            Jira issue and Autogenerate drafts up to 25 test cases for you to review. When a run fails, Yaan explains
            the failure in plain words from the execution log, network logs and screenshots.
          </p>
          <p>
            When a locator breaks after a redesign, AI Auto Heal finds the element by its stored fingerprint, keeps the
            run going and proposes the fix. Nothing is saved until someone on your team selects{' '}
            <strong>Accept Heal</strong>.
          </p>
          <AppLink className="button button-secondary" href={routes.docs.page('Yaan AI', 'yaan-ai')}>
            Meet Yaan AI
          </AppLink>
        </div>
        <ol className="steps-list" aria-label="How a team starts">
          {STEPS.map((step) => (
            <li key={step.lead}>
              <AppLink href={step.href}>
                <strong>{step.lead}</strong>
              </AppLink>{' '}
              {step.text}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
