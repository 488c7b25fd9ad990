import { routes } from '../../routes';
import type { TestActionLibraryInput } from './schema';
import { comparison, expected, path } from './params';

export const file: TestActionLibraryInput = {
  id: 'file',
  name: 'File',
  summary:
    "Works inside the run's private run folder (`downloads/`, `uploads/`, `output/` and read-only `testdata/`): waits for downloads, reads, writes, compares and unzips files.",
  href: routes.docs.page('Test Actions', 'file'),
  actions: [
    {
      name: 'Wait for Download',
      summary: 'Waits until a download has finished, not merely started.',
      since: '1.4.8',
      params: [
        {
          key: 'fileName',
          label: 'File name',
          type: 'Text',
          required: false,
          description: 'A filter such as `ends with .pdf`, so other downloads are ignored.',
        },
        {
          key: 'timeout',
          label: 'Timeout',
          type: 'Duration',
          required: false,
          default: '30',
          description: 'Seconds to wait; raise it on this step for large exports.',
        },
      ],
      output: 'The path of the finished download.',
      example: '- action: Wait for Download\n  fileName: ends with .xlsx\n  saveAs: exportPath',
    },
    {
      name: 'Assert File Exists',
      summary: 'Passes when a file exists in the run folder.',
      params: [path('A path or a name pattern, such as `downloads/*.pdf`.')],
      example: '- action: Assert File Exists\n  path: output/report.csv',
    },
    {
      name: 'Get File Info',
      summary: "Reads a file's name, size, type and modification time.",
      since: '1.4.8',
      params: [path()],
      output: '`name`, `size` in bytes, `type` and `modifiedAt`.',
      example: '- action: Get File Info\n  path: "{{vars.invoicePath}}"\n  saveAs: invoice',
    },
    {
      name: 'Read Text File',
      summary: 'Reads a text file, up to 20 MB.',
      params: [
        path(),
        {
          key: 'encoding',
          label: 'Encoding',
          type: 'Text',
          required: false,
          default: 'UTF-8',
          description: 'The text encoding, such as `windows-1252`.',
        },
      ],
      output: "The file's text.",
      example: '- action: Read Text File\n  path: downloads/orders.csv\n  saveAs: ordersCsv',
    },
    {
      name: 'Read JSON File',
      summary: 'Reads and parses a JSON file; later steps read its parts with dots.',
      params: [path()],
      output: 'The parsed content, such as `{{vars.config.apiVersion}}`.',
      example: '- action: Read JSON File\n  path: downloads/config.json\n  saveAs: config',
    },
    {
      name: 'Write Text File',
      summary: 'Writes text to a file, creating or replacing it.',
      params: [
        path('Where to write, such as `uploads/new-users.csv`.'),
        {
          key: 'text',
          label: 'Text',
          type: 'Text',
          required: true,
          description: 'The content; references are resolved.',
        },
      ],
      output: 'The path.',
      example:
        '- action: Write Text File\n  path: uploads/new-users.csv\n  text: |\n    email,role\n    {{vars.inbox}},editor',
    },
    {
      name: 'Copy File',
      summary: 'Copies a file inside the run folder.',
      params: [
        { key: 'from', label: 'From', type: 'Path', required: true, description: 'The file to copy.' },
        { key: 'to', label: 'To', type: 'Path', required: true, description: 'The new path.' },
      ],
      output: 'The new path.',
      example: '- action: Copy File\n  from: testdata/avatar.png\n  to: uploads/avatar.png',
    },
    {
      name: 'Delete File',
      summary: 'Deletes a file from the run folder; `testdata/` is read only.',
      params: [path()],
      example: '- action: Delete File\n  path: downloads/old-export.xlsx',
    },
    {
      name: 'List Files',
      summary: 'Lists the files in a folder of the run folder.',
      params: [
        {
          key: 'folder',
          label: 'Folder',
          type: 'Path',
          required: true,
          description: 'The folder, such as `downloads/`.',
        },
        {
          key: 'pattern',
          label: 'Pattern',
          type: 'Text',
          required: false,
          description: 'Only names matching this pattern, such as `*.pdf`.',
        },
      ],
      output: 'The file paths.',
      example: '- action: List Files\n  folder: downloads/\n  pattern: "*.pdf"\n  saveAs: pdfFiles',
    },
    {
      name: 'Unzip',
      summary: 'Extracts a ZIP archive into a folder.',
      params: [
        path('The archive.'),
        {
          key: 'toFolder',
          label: 'To folder',
          type: 'Path',
          required: true,
          description: 'Where to extract, such as `output/images/`.',
        },
      ],
      output: 'The extracted file paths.',
      example: '- action: Unzip\n  path: "{{vars.zipPath}}"\n  toFolder: output/images/\n  saveAs: images',
    },
    {
      name: 'Read PDF Text',
      summary: 'Reads the text layer of a PDF; scanned pages without text return nothing.',
      params: [
        path(),
        {
          key: 'pages',
          label: 'Pages',
          type: 'Text',
          required: false,
          default: 'all',
          description: 'Which pages, such as `1` or `2-3`.',
        },
      ],
      output: 'The text of the PDF.',
      example: '- action: Read PDF Text\n  path: "{{vars.invoicePath}}"\n  pages: "1"\n  saveAs: invoiceText',
    },
    {
      name: 'Assert File Contains',
      summary: 'Checks the content of a text, JSON or PDF file.',
      params: [path(), comparison(undefined, 'contains'), expected('The text to look for or compare with.')],
      example: '- action: Assert File Contains\n  path: "{{vars.invoicePath}}"\n  expected: "{{vars.orderNumber}}"',
    },
    {
      name: 'Compare Files',
      summary: 'Compares a file with an expected copy: line by line for text, byte by byte otherwise.',
      params: [
        path(),
        {
          key: 'expectedPath',
          label: 'Expected path',
          type: 'Path',
          required: true,
          description: 'The expected copy, usually in `testdata/`.',
        },
        {
          key: 'ignoreLinesMatching',
          label: 'Ignore lines matching',
          type: 'List',
          required: false,
          description: 'Regular expressions for lines that change every run.',
        },
      ],
      example:
        "- action: Compare Files\n  path: downloads/orders.csv\n  expectedPath: testdata/orders-expected.csv\n  ignoreLinesMatching: ['^Generated at .*$']",
    },
    {
      name: 'Get File Hash',
      summary: 'Computes the SHA-256 checksum of a file, for binary files.',
      params: [path()],
      output: 'The SHA-256 checksum.',
      example: '- action: Get File Hash\n  path: downloads/logo.png\n  saveAs: logoHash',
    },
  ],
};
