// The docs taxonomy: the fixed tag set and the generated category pages, shared by the site and
// the source-level content check (scripts/content-check.ts).
import { PRODUCT_NAME } from '../config/product';

/** The only tags a doc may carry, with what each tag page says about its docs. */
export const DOC_TAGS = [
  { id: 'checklist', label: 'Checklist', description: 'Docs with a checklist to work through.' },
  {
    id: `${PRODUCT_NAME}-docs`,
    label: `${PRODUCT_NAME} docs`,
    description: `The overview page of every ${PRODUCT_NAME} docs section.`,
  },
  { id: 'onboarding', label: 'Onboarding', description: 'Start here: first steps for new users.' },
  { id: 'setup', label: 'Setup', description: 'Installing, activating and configuring.' },
];

/**
 * Category index pages. `sections` lists the docs sections a category holds; `null` means
 * every section (the product overview category).
 */
export const DOC_CATEGORIES = [
  {
    id: PRODUCT_NAME,
    label: `${PRODUCT_NAME} documentation`,
    description: `Every section of the ${PRODUCT_NAME} documentation, from Get Started to Troubleshooting.`,
    sections: null,
  },
  {
    id: 'debug',
    label: 'Debug and troubleshoot',
    description: 'Find out why a test failed: debugging, network logs and troubleshooting guides.',
    sections: ['Debugging Tests', 'Network Logs', 'Troubleshooting'],
  },
  {
    id: 'library',
    label: 'Test Actions library',
    description: 'The Browser, Email, Excel, File and Math action libraries.',
    sections: ['Test Actions'],
  },
  {
    id: 'mobile-app-testing',
    label: 'Android, iOS and Flutter app testing',
    description: 'Test Android, iOS and Flutter apps on emulators, simulators and real devices.',
    sections: ['Mobile Testing', 'Flutter App'],
  },
];
