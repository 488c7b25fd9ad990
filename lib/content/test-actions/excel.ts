import { routes } from '../../routes';
import type { TestActionLibraryInput } from './schema';
import { comparison, expected, path, workbook } from './params';

const cell = (description: string) =>
  ({ key: 'cell', label: 'Cell', type: 'Text', required: true, description }) as const;
const sheet = {
  key: 'sheet',
  label: 'Sheet',
  type: 'Text',
  required: true,
  description: 'The sheet name, matched exactly.',
} as const;

export const excel: TestActionLibraryInput = {
  id: 'excel',
  name: 'Excel',
  summary:
    'Opens `.xlsx` workbooks up to 20 MB from the run folder or Test Data, reads and writes cells and ranges, finds rows and compares sheets.',
  href: routes.docs.page('Test Actions', 'excel'),
  actions: [
    {
      name: 'Open Workbook',
      summary: 'Opens an `.xlsx` file for the other Excel actions.',
      params: [path('The workbook, such as `downloads/orders-export.xlsx` or `testdata/price-template.xlsx`.')],
      output: 'A workbook handle.',
      example: '- action: Open Workbook\n  path: "{{vars.exportPath}}"\n  saveAs: export',
    },
    {
      name: 'List Sheets',
      summary: 'Lists the sheet names of a workbook, in order.',
      params: [workbook],
      output: 'The sheet names.',
      example: '- action: List Sheets\n  workbook: "{{vars.export}}"\n  saveAs: sheetNames',
    },
    {
      name: 'Read Cell',
      summary: 'Reads the value a cell stores; formulas give their last saved result.',
      params: [
        workbook,
        cell('The cell with its sheet, such as `Summary!B4`.'),
        {
          key: 'formatted',
          label: 'Formatted',
          type: 'Switch',
          required: false,
          default: 'off',
          description: 'Return the displayed text, such as `$1,299.00`, instead of the value.',
        },
      ],
      output: "The cell's value.",
      example: '- action: Read Cell\n  workbook: "{{vars.export}}"\n  cell: Summary!B4\n  saveAs: grandTotal',
    },
    {
      name: 'Read Range',
      summary: 'Reads a range, or a named range, as a table.',
      params: [
        workbook,
        {
          key: 'range',
          label: 'Range',
          type: 'Text',
          required: true,
          description: 'Such as `Orders!A1:F200`, or a name the workbook defines, such as `OrderTotals`.',
        },
        {
          key: 'firstRowIsHeader',
          label: 'First row is header',
          type: 'Switch',
          required: false,
          default: 'on',
          description: 'Use the first row as column names.',
        },
      ],
      output: 'A table that **Repeat** can loop over.',
      example: '- action: Read Range\n  workbook: "{{vars.export}}"\n  range: OrderTotals\n  saveAs: totals',
    },
    {
      name: 'Find Row',
      summary: 'Finds the first row whose value in a column matches.',
      params: [
        workbook,
        sheet,
        {
          key: 'column',
          label: 'Column',
          type: 'Text',
          required: true,
          description: 'The column header, such as `Order number`.',
        },
        { key: 'value', label: 'Value', type: 'Text', required: true, description: 'The value to look for.' },
      ],
      output: 'The row as named values from the header row, and its row number.',
      example:
        '- action: Find Row\n  workbook: "{{vars.export}}"\n  sheet: Orders\n  column: Order number\n  value: "{{vars.firstOrder}}"\n  saveAs: row1',
    },
    {
      name: 'Count Rows',
      summary: 'Counts the non-empty rows of a sheet.',
      params: [
        workbook,
        sheet,
        {
          key: 'skipHeader',
          label: 'Skip header',
          type: 'Switch',
          required: false,
          default: 'on',
          description: 'Leave the first row out of the count.',
        },
      ],
      output: 'The number of rows.',
      example: '- action: Count Rows\n  workbook: "{{vars.export}}"\n  sheet: Orders\n  saveAs: orderCount',
    },
    {
      name: 'Write Cell',
      summary: 'Writes a value into a cell of an open workbook; formulas are not recalculated.',
      params: [
        workbook,
        cell('The cell with its sheet, such as `Stock!A2`.'),
        {
          key: 'value',
          label: 'Value',
          type: 'Text',
          required: true,
          description: 'The value; numbers are written as numbers.',
        },
      ],
      example: '- action: Write Cell\n  workbook: "{{vars.sheet}}"\n  cell: Stock!A2\n  value: TEST-{{vars.runStamp}}',
    },
    {
      name: 'Write Range',
      summary: 'Writes a table into a workbook, starting at a cell.',
      params: [
        workbook,
        cell('The top-left cell, such as `Prices!A2`.'),
        {
          key: 'table',
          label: 'Table',
          type: 'Variable',
          required: true,
          description: 'A table saved earlier, such as by **Read Range**.',
        },
      ],
      example: '- action: Write Range\n  workbook: "{{vars.sheet}}"\n  cell: Prices!A2\n  table: "{{vars.newPrices}}"',
    },
    {
      name: 'Save Workbook',
      summary: 'Saves the workbook as a new file; the Test Data original is never changed.',
      params: [workbook, path('Where to save, such as `uploads/stock-import.xlsx`.')],
      output: 'The path of the saved file.',
      example:
        '- action: Save Workbook\n  workbook: "{{vars.sheet}}"\n  path: uploads/stock-import.xlsx\n  saveAs: importFile',
    },
    {
      name: 'Assert Cell',
      summary: "Compares a cell's value with the expected value.",
      params: [
        workbook,
        cell('The cell with its sheet, such as `Summary!B2`.'),
        comparison(),
        expected('The value to compare with.'),
      ],
      example:
        '- action: Assert Cell\n  workbook: "{{vars.export}}"\n  cell: Summary!B2\n  expected: "{{vars.expectedGrandTotal}}"',
    },
    {
      name: 'Compare Sheets',
      summary: 'Compares the values of a sheet with a known good copy and lists up to 50 differing cells.',
      since: '1.4.8',
      params: [
        workbook,
        sheet,
        {
          key: 'expectedWorkbook',
          label: 'Expected workbook',
          type: 'Path',
          required: true,
          description: 'The known good workbook, usually in `testdata/`.',
        },
        {
          key: 'expectedSheet',
          label: 'Expected sheet',
          type: 'Text',
          required: true,
          description: 'The sheet to compare with.',
        },
        {
          key: 'ignoreColumns',
          label: 'Ignore columns',
          type: 'List',
          required: false,
          description: 'Columns that change every run, such as an export timestamp.',
        },
      ],
      example:
        '- action: Compare Sheets\n  workbook: "{{vars.export}}"\n  sheet: Summary\n  expectedWorkbook: testdata/summary-expected.xlsx\n  expectedSheet: Summary\n  ignoreColumns: [Exported at]',
    },
  ],
};
