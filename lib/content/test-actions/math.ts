import { routes } from '../../routes';
import type { TestActionLibraryInput } from './schema';
import { comparison, expected, locale, NUMBER_COMPARISONS, numbers } from './params';

const number = (description = 'A number or a reference that resolves to one.') =>
  ({ key: 'number', label: 'Number', type: 'Number', required: true, description }) as const;

export const math: TestActionLibraryInput = {
  id: 'math',
  name: 'Math',
  summary:
    'Parses numbers from text and calculates with exact decimal arithmetic, so `0.1 + 0.2` is `0.3`: sums, rounding, percentages, formatting and assertions with a tolerance.',
  href: routes.docs.page('Test Actions', 'math'),
  actions: [
    {
      name: 'Parse Number',
      summary: 'Extracts the number from text such as `$1,299.50`; on a list, returns a list of numbers.',
      params: [
        {
          key: 'text',
          label: 'Text',
          type: 'Text',
          required: true,
          description: 'The text, such as `{{vars.totalText}}`.',
        },
        locale,
      ],
      output: 'The number, such as `1299.5`.',
      example: '- action: Parse Number\n  text: "{{vars.totalText}}"\n  saveAs: total',
    },
    {
      name: 'Add',
      summary: 'Adds two or more numbers.',
      params: [numbers],
      output: 'The sum.',
      example: '- action: Add\n  numbers: ["{{vars.subtotal}}", "{{vars.shipping}}"]\n  saveAs: gross',
    },
    {
      name: 'Subtract',
      summary: 'Subtracts the second and later numbers from the first.',
      params: [numbers],
      output: 'The difference.',
      example: '- action: Subtract\n  numbers: ["{{vars.gross}}", "{{vars.discount}}"]\n  saveAs: expectedTotal',
    },
    {
      name: 'Multiply',
      summary: 'Multiplies two or more numbers.',
      params: [numbers],
      output: 'The product.',
      example: '- action: Multiply\n  numbers: ["{{vars.unitPrice}}", 3]\n  saveAs: lineTotal',
    },
    {
      name: 'Divide',
      summary: 'Divides the first number by the second and later ones.',
      params: [numbers],
      output: 'The quotient.',
      example: '- action: Divide\n  numbers: ["{{vars.total}}", "{{vars.itemCount}}"]\n  saveAs: averagePrice',
    },
    {
      name: 'Sum',
      summary: 'Totals a list of numbers, or one column of a table; give one of the two.',
      since: '1.4.8',
      params: [
        { ...numbers, required: false, description: 'A list of numbers, such as the list **Parse Number** returns.' },
        {
          key: 'table',
          label: 'Table',
          type: 'Variable',
          required: false,
          description: 'A table, such as one saved by **Read Range**.',
        },
        {
          key: 'column',
          label: 'Column',
          type: 'Text',
          required: false,
          description: 'The column of **Table** to total.',
        },
      ],
      output: 'The total.',
      example: '- action: Sum\n  numbers: "{{vars.lines}}"\n  saveAs: subtotal',
    },
    {
      name: 'Min',
      summary: 'Returns the smallest number of a list.',
      params: [numbers],
      output: 'The smallest number.',
      example: '- action: Min\n  numbers: "{{vars.prices}}"\n  saveAs: cheapest',
    },
    {
      name: 'Max',
      summary: 'Returns the largest number of a list.',
      params: [numbers],
      output: 'The largest number.',
      example: '- action: Max\n  numbers: "{{vars.prices}}"\n  saveAs: mostExpensive',
    },
    {
      name: 'Round',
      summary: 'Rounds a number with the rule your application uses.',
      since: '1.4.8',
      params: [
        number(),
        {
          key: 'decimals',
          label: 'Decimals',
          type: 'Number',
          required: false,
          default: '2',
          description: 'Decimal places to keep.',
        },
        {
          key: 'mode',
          label: 'Mode',
          type: 'Choice',
          required: false,
          default: 'half up',
          options: ['half up', 'half even', 'down', 'up'],
          description: '`half even` is banking rounding; `down` truncates.',
        },
      ],
      output: 'The rounded number.',
      example: '- action: Round\n  number: "{{vars.discount}}"\n  mode: half even\n  saveAs: discount',
    },
    {
      name: 'Percentage',
      summary: 'Computes a percentage of a number, such as 15 % of 80 is 12.',
      since: '1.4.8',
      params: [
        number(),
        {
          key: 'percent',
          label: 'Percent',
          type: 'Number',
          required: true,
          description: 'The percentage, such as `15`.',
        },
      ],
      output: 'The percentage of the number.',
      example: '- action: Percentage\n  number: "{{vars.subtotal}}"\n  percent: 15\n  saveAs: discount',
    },
    {
      name: 'Format Number',
      summary: 'Formats a number as text for a locale, such as `1,299.50` or `1.299,50`.',
      params: [
        number(),
        {
          key: 'decimals',
          label: 'Decimals',
          type: 'Number',
          required: false,
          description: 'Decimal places to show; as many as the number has when left out.',
        },
        locale,
      ],
      output: 'The formatted text.',
      example:
        '- action: Format Number\n  number: "{{vars.total}}"\n  decimals: 2\n  locale: de-DE\n  saveAs: totalLabel',
    },
    {
      name: 'Format Currency',
      summary: 'Formats a number as a price, such as `$1,299.50` or `1.299,50 €`.',
      params: [
        number(),
        {
          key: 'currency',
          label: 'Currency',
          type: 'Text',
          required: false,
          default: 'USD',
          description: 'An ISO 4217 code, such as `EUR`.',
        },
        locale,
      ],
      output: 'The formatted text.',
      example:
        '- action: Format Currency\n  number: "{{vars.expectedTotal}}"\n  currency: EUR\n  locale: de-DE\n  saveAs: totalLabel',
    },
    {
      name: 'Random Number',
      summary: 'Picks a random number in a range and prints it in the Execution Log.',
      params: [
        { key: 'min', label: 'Min', type: 'Number', required: true, description: 'The smallest allowed value.' },
        { key: 'max', label: 'Max', type: 'Number', required: true, description: 'The largest allowed value.' },
        {
          key: 'decimals',
          label: 'Decimals',
          type: 'Number',
          required: false,
          default: '0',
          description: 'Decimal places; 0 gives whole numbers.',
        },
      ],
      output: 'The random number.',
      example: '- action: Random Number\n  min: 1\n  max: 12\n  saveAs: quantity',
    },
    {
      name: 'Assert Number',
      summary: 'Compares numbers, not text, so `54.9` equals `54.90`.',
      params: [
        {
          key: 'actual',
          label: 'Actual',
          type: 'Number',
          required: true,
          description: 'The number to check, such as `{{vars.total}}`.',
        },
        comparison(NUMBER_COMPARISONS),
        expected('The number to compare with.', 'Number'),
        {
          key: 'tolerance',
          label: 'Tolerance',
          type: 'Number',
          required: false,
          default: '0',
          description: 'The difference still accepted, such as `0.01`.',
        },
      ],
      example:
        '- action: Assert Number\n  actual: "{{vars.total}}"\n  expected: "{{vars.expectedTotal}}"\n  tolerance: 0.01',
    },
  ],
};
