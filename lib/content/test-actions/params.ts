/** Inputs that many actions share, written once so their keys and wording stay identical. */
import type { TestActionParamInput } from './schema';

export const element = (description = 'The Element to act on, as `PageKey.elementKey`.'): TestActionParamInput => ({
  key: 'element',
  label: 'Element',
  type: 'Element',
  required: true,
  description,
});

export const TEXT_COMPARISONS = [
  'equals',
  'contains',
  'starts with',
  'ends with',
  'matches',
  'does not equal',
  'does not contain',
];
export const NUMBER_COMPARISONS = ['equals', 'does not equal', 'greater than', 'at least', 'less than', 'at most'];

export const comparison = (options = TEXT_COMPARISONS, def = 'equals'): TestActionParamInput => ({
  key: 'comparison',
  label: 'Comparison',
  type: 'Choice',
  required: false,
  default: def,
  options,
  description:
    options === TEXT_COMPARISONS
      ? 'How the actual value is compared with **Expected**; `matches` takes a regular expression.'
      : 'How the actual number is compared with **Expected**.',
});

export const expected = (description: string, type: 'Text' | 'Number' = 'Text'): TestActionParamInput => ({
  key: 'expected',
  label: 'Expected',
  type,
  required: true,
  description,
});

export const ignoreCase: TestActionParamInput = {
  key: 'ignoreCase',
  label: 'Ignore case',
  type: 'Switch',
  required: false,
  default: 'off',
  description: 'Treat upper and lower case letters as equal.',
};

export const workbook: TestActionParamInput = {
  key: 'workbook',
  label: 'Workbook',
  type: 'Variable',
  required: true,
  description: 'The workbook saved by **Open Workbook**, such as `{{vars.export}}`.',
};

export const message: TestActionParamInput = {
  key: 'message',
  label: 'Message',
  type: 'Variable',
  required: true,
  description: 'The message saved by **Wait for Email**, such as `{{vars.receipt}}`.',
};

export const path = (
  description = 'A path in the run folder, such as `downloads/invoice.pdf`.',
): TestActionParamInput => ({
  key: 'path',
  label: 'Path',
  type: 'Path',
  required: true,
  description,
});

export const numbers: TestActionParamInput = {
  key: 'numbers',
  label: 'Numbers',
  type: 'List',
  required: true,
  description: 'Two or more numbers or references, in order, written as a YAML list.',
};

export const locale: TestActionParamInput = {
  key: 'locale',
  label: 'Locale',
  type: 'Text',
  required: false,
  default: 'en-US',
  description: 'The locale that decides decimal and thousands separators, such as `de-DE` or `{{const.LOCALE}}`.',
};

export const flutterView: TestActionParamInput = {
  key: 'flutterView',
  label: 'Flutter view',
  type: 'Element',
  required: false,
  description: 'The host element of the Flutter view to use when the page holds more than one; leave it out otherwise.',
};

export const flutterElement = element('A Flutter Element (an Element of type **Flutter** with a finder).');
