import { routes } from '@/lib/routes';

const docs = routes.docs.page;

/** The six testing areas on the home page, each linked to the docs that teach it. */
export const TESTING_AREAS = [
  {
    id: 'web-testing',
    title: 'Web testing',
    body: 'Record a flow in the Recorder or build it step by step, then run it on Chrome, Edge, Firefox and Safari (WebKit), in parallel or one after another.',
    href: docs('Recorder', 'recorder'),
  },
  {
    id: 'api-testing',
    title: 'API testing',
    body: 'Send REST requests as steps, assert on status, headers and JSON bodies, and chain the response into the UI test that follows.',
    href: docs('Use Cases', 'API'),
  },
  {
    id: 'mobile-testing',
    title: 'Mobile testing',
    body: 'Test Android 10+ and iOS 16+ apps, including Flutter apps, on emulators, simulators and real devices with the same steps you use on the web.',
    href: docs('Mobile Testing', 'mobile-testing'),
  },
  {
    id: 'visual-testing',
    title: 'Visual validation',
    body: 'Compare screenshots with approved baselines, ignore regions that change on purpose, and review every difference before it becomes the new baseline.',
    href: docs('Visual Testing', 'visual-testing'),
  },
  {
    id: 'accessibility-testing',
    title: 'Accessibility testing',
    body: 'Add a scan step anywhere in a test to check the page against WCAG 2.2 level A and AA rules, with each violation tied to the element that caused it.',
    href: docs('Accessibility Testing', 'accessibility-testing'),
  },
  {
    id: 'email-testing',
    title: 'Email testing',
    body: 'Give every run a disposable inbox, wait for the sign-up mail, and follow its link or read its one-time code without leaving the test.',
    href: docs('Email Testing', 'email-testing'),
  },
] as const;

/** A title inside a sentence: "Web testing" as "web testing", "API testing" kept as it is. */
export function inSentence(title: string): string {
  return /^[A-Z]{2}/.test(title) ? title : title[0].toLowerCase() + title.slice(1);
}
