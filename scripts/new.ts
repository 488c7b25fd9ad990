// `npm run new -- doc <section> <title>`, `npm run new -- post <title>`,
// `npm run new -- release <version>`: writes a new content file with the frontmatter
// CONTENT_GUIDE.md section 6 gives each type, valid against the content schema, and prints
// what is left to write. Options: --description "...", --author <id> (posts), --summary "..."
// (releases). An existing file is never overwritten.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { load as loadYaml } from 'js-yaml';
import { PRODUCT_NAME } from '../lib/config/product';
import {
  DESCRIPTION_LENGTH,
  descriptionLengthProblem,
  DOC_MIN_WORDS,
  POST_MIN_WORDS,
} from '../lib/content/content-rules';
import { DOC_TAGS } from '../lib/content/taxonomy';
import { isMain } from './lib/main';

export interface NewFile {
  file: string;
  content: string;
  /** What the writer still has to do. */
  todo: string[];
}

export class NewContentError extends Error {}

const today = () => new Date().toISOString().slice(0, 10);
const slugify = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-');
const yamlString = (s: string) => JSON.stringify(s);

/** The given description, or the first candidate of the guide's length (DESCRIPTION_LENGTH). */
function description(given: string | undefined, candidates: string[]): string {
  const problem = given === undefined ? null : descriptionLengthProblem(given);
  if (problem) throw new NewContentError(`The description ${problem}.`);
  const d = given ?? candidates.find((c) => descriptionLengthProblem(c) === null);
  const { min, max } = DESCRIPTION_LENGTH;
  if (!d) throw new NewContentError(`Give a description of ${min}-${max} characters with --description "...".`);
  return d;
}

export function newDoc(root: string, section: string, title: string, opts: { description?: string } = {}): NewFile {
  const docsDir = path.join(root, 'docs', PRODUCT_NAME);
  const sections = fs.readdirSync(docsDir).filter((d) => fs.statSync(path.join(docsDir, d)).isDirectory());
  const folder = sections.find((s) => s.toLowerCase() === section.toLowerCase());
  if (!folder) throw new NewContentError(`No docs section "${section}". Sections: ${sections.join(', ')}.`);
  const positions = fs
    .readdirSync(path.join(docsDir, folder))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => Number(matter(fs.readFileSync(path.join(docsDir, folder, f), 'utf8')).data.sidebar_position) || 0);
  const fm = [
    '---',
    `title: ${yamlString(title)}`,
    `description: ${yamlString(
      description(opts.description, [
        `${title}: what it does in ${PRODUCT_NAME}, how to set it up step by step, and what to check when it does not work.`,
        `${title} in ${PRODUCT_NAME}: how to set it up, how to use it, and what to check when it fails.`,
        `${title} in ${PRODUCT_NAME}: set it up and use it.`,
      ]),
    )}`,
    `sidebar_position: ${Math.max(0, ...positions) + 1}`,
    'tags: []',
    '---',
  ];
  return {
    file: path.join(docsDir, folder, `${slugify(title)}.mdx`),
    content: `${fm.join('\n')}\n\n{/* Open with what the reader can do after this page, then the steps. At least ${DOC_MIN_WORDS} words (npm run test:content). */}\n`,
    todo: [
      `write the description and the article (${DOC_MIN_WORDS} words or more)`,
      `optional tags: ${DOC_TAGS.map((t) => t.id).join(', ')}`,
    ],
  };
}

export function newPost(
  root: string,
  title: string,
  opts: { description?: string; author?: string; date?: string } = {},
): NewFile {
  const { authors } = loadYaml(fs.readFileSync(path.join(root, 'authors.yml'), 'utf8')) as {
    authors: { id: string }[];
  };
  const author = opts.author ?? authors[0].id;
  if (!authors.some((a) => a.id === author)) {
    throw new NewContentError(
      `No author "${author}" in content/authors.yml. Authors: ${authors.map((a) => a.id).join(', ')}.`,
    );
  }
  const date = opts.date ?? today();
  const fm = [
    '---',
    `title: ${yamlString(title)}`,
    `description: ${yamlString(
      description(opts.description, [
        `${title}: what we learned, what it means for QA teams, and how to put it into practice with ${PRODUCT_NAME}.`,
        `${title}: what it means for QA teams and how to put it into practice.`,
        `${title}: what it means for QA teams.`,
      ]),
    )}`,
    `date: ${date}`,
    `authors: [${author}]`,
    'tags: []',
    '---',
  ];
  return {
    file: path.join(root, 'blog', date.slice(0, 4), `${slugify(title)}.mdx`),
    content: `${fm.join('\n')}\n\n{/* The opening paragraph or two: the summary on list pages. */}\n\n{/* truncate */}\n\n{/* The rest of the post: at least ${POST_MIN_WORDS} words (npm run test:content). */}\n`,
    todo: [
      `check the author (${author}) and add tags from content/blog-tags.yml`,
      `write the opening above {/* truncate */} and the post (${POST_MIN_WORDS} words or more)`,
    ],
  };
}

export function newRelease(root: string, version: string, opts: { summary?: string; date?: string } = {}): NewFile {
  if (!/^\d+\.\d+\.\d+$/.test(version)) throw new NewContentError(`"${version}" is not a version like 1.4.21.`);
  const date = opts.date ?? today();
  const summary = opts.summary ?? `What changed in ${PRODUCT_NAME} ${version}.`;
  return {
    file: path.join(root, 'changelog', `${version}.yml`),
    content: `version: ${yamlString(version)}\ndate: ${date}\nsummary: ${yamlString(summary)}\nadded: []\nimproved: []\nfixed: []\n`,
    todo: [
      'write the summary and the added, improved and fixed lists (plain sentences)',
      'add the release to the table in CONTENT_GUIDE.md section 3',
    ],
  };
}

function parseArgs(argv: string[]): { positional: string[]; options: Record<string, string> } {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith('--')) options[argv[i].slice(2)] = argv[++i] ?? '';
    else positional.push(argv[i]);
  }
  return { positional, options };
}

if (isMain(import.meta.url)) {
  const {
    positional: [kind, ...rest],
    options,
  } = parseArgs(process.argv.slice(2));
  const root = path.resolve('content');
  try {
    const made =
      kind === 'doc' && rest.length >= 2
        ? newDoc(root, rest[0], rest.slice(1).join(' '), options)
        : kind === 'post' && rest.length >= 1
          ? newPost(root, rest.join(' '), options)
          : kind === 'release' && rest.length === 1
            ? newRelease(root, rest[0], options)
            : null;
    if (!made)
      throw new NewContentError('Usage: npm run new -- doc <section> <title> | post <title> | release <version>');
    if (fs.existsSync(made.file))
      throw new NewContentError(`${path.relative(process.cwd(), made.file)} exists already.`);
    fs.mkdirSync(path.dirname(made.file), { recursive: true });
    fs.writeFileSync(made.file, made.content);
    console.log(
      `Wrote ${path.relative(process.cwd(), made.file)}. Still to do:\n${made.todo.map((t) => `  - ${t}`).join('\n')}`,
    );
  } catch (error) {
    if (!(error instanceof NewContentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
