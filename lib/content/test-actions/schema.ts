/**
 * The shape of the Test Actions reference data and its validation. The data lives beside this
 * file, one module per library, plus `mobile.ts` for the mobile app actions, which belong to no
 * library (CONTENT_GUIDE, Test Actions) but are typed and checked the same way.
 * `parseTestActions` checks it when the module is first imported (at build time), and every
 * problem names the library or set, the action and the field.
 */
import { load as loadYaml } from 'js-yaml';
import GithubSlugger from 'github-slugger';
import { z } from 'zod';
import { issuePath } from '../../validation';

/** Input types as the step editor shows them; Switch is an on/off Choice, Variable a saved value. */
export const PARAM_TYPES = [
  'Element',
  'Text',
  'Number',
  'Choice',
  'Switch',
  'Duration',
  'Path',
  'List',
  'Variable',
] as const;

/** Keys every step accepts in a test file, whatever its action (see Test file format). */
export const COMMON_STEP_KEYS = [
  'action',
  'params',
  'saveAs',
  'timeout',
  'continueOnFailure',
  'screenshot',
  'notes',
  'disabled',
  'attachToReport',
] as const;

const VERSION = /^1\.\d+\.\d+$/;
const YAML_KEY = /^[a-z][A-Za-z0-9]*$/;

const paramSchema = z
  .object({
    key: z.string().regex(YAML_KEY, 'must be camelCase letters and digits'),
    label: z.string().min(1),
    type: z.enum(PARAM_TYPES),
    required: z.boolean(),
    default: z.string().min(1).optional(),
    options: z.array(z.string().min(1)).min(2).optional(),
    description: z.string().min(10),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.required && p.default !== undefined)
      ctx.addIssue({ code: 'custom', path: ['default'], message: 'a required input cannot have a default' });
    if (p.type === 'Choice' && !p.options)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'a Choice input lists its options' });
    if (p.type !== 'Choice' && p.options)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'only a Choice input has options' });
    if (p.type === 'Choice' && p.options && p.default !== undefined && !p.options.includes(p.default))
      ctx.addIssue({ code: 'custom', path: ['default'], message: `"${p.default}" is not one of the options` });
    if (p.type === 'Switch' && p.default !== undefined && !['on', 'off'].includes(p.default))
      ctx.addIssue({ code: 'custom', path: ['default'], message: 'a Switch defaults to "on" or "off"' });
  });

const actionSchema = z
  .object({
    name: z.string().regex(/^[A-Z][A-Za-z ]+$/, 'must be the action name as the picker shows it'),
    summary: z.string().min(20),
    params: z.array(paramSchema),
    output: z.string().min(5).optional(),
    since: z.string().regex(VERSION, 'must be a release number such as 1.4.8').optional(),
    example: z.string().min(10),
  })
  .strict()
  .superRefine((a, ctx) => {
    const keys = a.params.map((p) => p.key);
    keys.forEach((k, i) => {
      if (keys.indexOf(k) !== i)
        ctx.addIssue({ code: 'custom', path: ['params', i, 'key'], message: `"${k}" is used twice` });
    });
    checkExample(a, keys, ctx);
  });

/** The example must be one step in test file YAML that uses only this action's keys. */
function checkExample(a: { name: string; output?: string; example: string }, keys: string[], ctx: z.RefinementCtx) {
  const fail = (message: string) => ctx.addIssue({ code: 'custom', path: ['example'], message });
  let parsed: unknown;
  try {
    parsed = loadYaml(a.example);
  } catch (error) {
    fail(`is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
    return;
  }
  if (!Array.isArray(parsed) || parsed.length !== 1 || typeof parsed[0] !== 'object' || parsed[0] === null) {
    fail('must be a YAML list holding exactly one step');
    return;
  }
  const step = parsed[0] as Record<string, unknown>;
  if (step.action !== a.name) fail(`must use "action: ${a.name}"`);
  const allowed = new Set<string>([...COMMON_STEP_KEYS, ...keys]);
  for (const k of Object.keys(step)) if (!allowed.has(k)) fail(`uses the key "${k}", which this action does not have`);
  if ('saveAs' in step && !a.output) fail('uses saveAs, but the action has no output');
}

/** The Test Actions libraries. A group with another id is a set of actions outside every library. */
export const LIBRARY_IDS = ['browser', 'email', 'excel', 'file', 'math'] as const;
type LibraryId = (typeof LIBRARY_IDS)[number];
const isLibrary = (id: string): id is LibraryId => (LIBRARY_IDS as readonly string[]).includes(id);

const librarySchema = z
  .object({
    id: z.enum([...LIBRARY_IDS, 'mobile']),
    name: z.string().min(3),
    summary: z.string().min(20),
    href: z.string().regex(/^\/docs\/.+\/$/),
    actions: z.array(z.unknown()).min(1),
  })
  .strict();

export type TestActionParam = z.infer<typeof paramSchema>;
export type TestAction = z.infer<typeof actionSchema>;
export type TestActionParamInput = z.input<typeof paramSchema>;
export type TestActionInput = z.input<typeof actionSchema>;
export interface TestActionLibraryInput extends Omit<z.input<typeof librarySchema>, 'actions'> {
  actions: TestActionInput[];
}
export interface TestActionLibrary extends Omit<z.infer<typeof librarySchema>, 'actions'> {
  /** Whether this is a library; false for the mobile app actions, which belong to none. */
  library: boolean;
  /** Heading text and anchor: "Browser library", or "Mobile app actions" for a set outside the libraries. */
  heading: string;
  anchor: string;
  actions: (TestAction & { anchor: string })[];
}

export class TestActionsError extends Error {}

/**
 * Validates the libraries (and the sets outside them) and gives every group and action its heading
 * anchor (github-slugger, as rehype-slug would), one slugger for all, since they share one page.
 * Throws one error listing every problem as "Library > Action: field: message".
 */
export function parseTestActions(raw: unknown[]): TestActionLibrary[] {
  const problems: string[] = [];
  const libraries: TestActionLibrary[] = [];
  const slugger = new GithubSlugger();
  const names = new Map<string, string>();
  raw.forEach((rawLib, li) => {
    const lib = librarySchema.safeParse(rawLib);
    if (!lib.success) {
      for (const issue of lib.error.issues)
        problems.push(`library #${li + 1}: ${issuePath(issue.path)}: ${issue.message}`);
      return;
    }
    const library = isLibrary(lib.data.id);
    const heading = library ? `${lib.data.name} library` : `${lib.data.name} actions`;
    const owner = library ? `an action of the ${heading}` : `one of the ${heading}`;
    const anchor = slugger.slug(heading);
    const actions: TestActionLibrary['actions'] = [];
    lib.data.actions.forEach((rawAction, ai) => {
      const label =
        typeof rawAction === 'object' && rawAction !== null && 'name' in rawAction && typeof rawAction.name === 'string'
          ? rawAction.name
          : `action #${ai + 1}`;
      const action = actionSchema.safeParse(rawAction);
      if (!action.success) {
        for (const issue of action.error.issues)
          problems.push(
            `${lib.data.name} > ${label}: ${issue.path.length ? issuePath(issue.path) : 'entry'}: ${issue.message}`,
          );
        return;
      }
      const other = names.get(action.data.name);
      if (other) problems.push(`${lib.data.name} > ${label}: name: also ${other}`);
      names.set(action.data.name, owner);
      actions.push({ ...action.data, anchor: slugger.slug(action.data.name) });
    });
    libraries.push({ ...lib.data, library, heading, anchor, actions });
  });
  if (problems.length) throw new TestActionsError(`Test Actions data is invalid:\n  ${problems.join('\n  ')}`);
  return libraries;
}
