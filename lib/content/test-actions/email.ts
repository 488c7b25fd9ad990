import { routes } from '../../routes';
import type { TestActionLibraryInput } from './schema';
import { comparison, expected, message } from './params';

export const email: TestActionLibraryInput = {
  id: 'email',
  name: 'Email',
  summary:
    'Creates disposable inboxes at `<random>@inbox.testflux.example`, kept for 24 hours, waits for messages and reads links, codes and attachments from them.',
  href: routes.docs.page('Test Actions', 'email'),
  actions: [
    {
      name: 'Create Inbox',
      summary: 'Creates a fresh disposable inbox for this run.',
      params: [
        {
          key: 'prefix',
          label: 'Prefix',
          type: 'Text',
          required: false,
          description: 'Starts the address, so `signup` gives addresses like `signup-7kq2m9xv@inbox.testflux.example`.',
        },
      ],
      output: 'The inbox address.',
      example: '- action: Create Inbox\n  prefix: signup\n  saveAs: userEmail',
    },
    {
      name: 'Wait for Email',
      summary: 'Checks an inbox repeatedly and finishes as soon as a matching message is there.',
      params: [
        {
          key: 'inbox',
          label: 'Inbox',
          type: 'Text',
          required: true,
          description: 'The inbox address, such as `{{vars.userEmail}}`.',
        },
        { key: 'from', label: 'From', type: 'Text', required: false, description: 'Only messages from this sender.' },
        {
          key: 'subjectContains',
          label: 'Subject contains',
          type: 'Text',
          required: false,
          description: 'Only messages whose subject contains this text.',
        },
        {
          key: 'onlyNewMessages',
          label: 'Only new messages',
          type: 'Switch',
          required: false,
          default: 'on',
          description: 'Ignore messages an earlier **Wait for Email** on this inbox already returned.',
        },
        {
          key: 'timeout',
          label: 'Timeout',
          type: 'Duration',
          required: false,
          default: '60',
          description: 'Seconds to wait, up to 300.',
        },
      ],
      output: 'The message, with `subject`, `from`, `to`, `text`, `html`, `links`, `attachments` and `receivedAt`.',
      example:
        '- action: Wait for Email\n  inbox: "{{vars.userEmail}}"\n  subjectContains: Confirm your address\n  saveAs: confirmMail',
    },
    {
      name: 'Assert Email',
      summary: 'Compares one field of a saved message with the expected value.',
      params: [
        message,
        {
          key: 'field',
          label: 'Field',
          type: 'Choice',
          required: true,
          options: ['subject', 'from', 'to', 'body'],
          description: 'The part of the message to check.',
        },
        comparison(),
        expected('The value to compare with.'),
      ],
      example:
        '- action: Assert Email\n  message: "{{vars.receipt}}"\n  field: subject\n  comparison: contains\n  expected: "{{vars.orderNumber}}"',
    },
    {
      name: 'Get Link from Email',
      summary: 'Returns the first link in a message that matches by text or by address; give one of the two.',
      params: [
        message,
        {
          key: 'linkText',
          label: 'Link text',
          type: 'Text',
          required: false,
          description: 'The visible text of the link, such as `Confirm my account`.',
        },
        {
          key: 'urlContains',
          label: 'URL contains',
          type: 'Text',
          required: false,
          description: 'Part of the address, such as `/verify`; sturdier than the text.',
        },
      ],
      output: 'The link address.',
      example:
        '- action: Get Link from Email\n  message: "{{vars.confirmMail}}"\n  urlContains: /verify\n  saveAs: verifyLink',
    },
    {
      name: 'Get Code from Email',
      summary: 'Applies a regular expression to the message text and returns the first match.',
      params: [
        message,
        {
          key: 'pattern',
          label: 'Pattern',
          type: 'Text',
          required: false,
          default: '\\b\\d{6}\\b',
          description:
            'A regular expression; with a group, only the group is returned. The default finds six digits standing alone.',
        },
      ],
      output: 'The match, or its first capture group.',
      example:
        "- action: Get Code from Email\n  message: '{{vars.signInMail}}'\n  pattern: 'code is (\\d{4})'\n  saveAs: signInCode",
    },
    {
      name: 'Open Email',
      summary: "Opens the message's HTML body in a new browser tab, where Browser actions work on it.",
      params: [message],
      example: '- action: Open Email\n  message: "{{vars.receipt}}"',
    },
    {
      name: 'Save Attachment',
      summary: "Saves an attachment of a message to the run folder's `downloads/`.",
      params: [
        message,
        {
          key: 'fileName',
          label: 'File name',
          type: 'Text',
          required: false,
          description: 'Which attachment, by name or a filter such as `ends with .pdf`; the first when left out.',
        },
      ],
      output: 'The file name in `downloads/`.',
      example:
        '- action: Save Attachment\n  message: "{{vars.receipt}}"\n  fileName: ends with .pdf\n  saveAs: invoiceFile',
    },
  ],
};
