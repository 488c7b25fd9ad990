import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { load as loadYaml } from 'js-yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { Doc, Post, Release } from '../../contentlayer.config';
import { checkContent } from '../../scripts/content-check';
import { NewContentError, newDoc, newPost, newRelease, type NewFile } from '../../scripts/new';

const CONTENT = path.resolve('content');

interface FieldDef {
  type: string;
  required?: boolean;
  of?: { type: string };
}

/** The content schema's verdict on frontmatter: contentlayer's field definitions, applied as it applies them. */
function schemaProblems(data: Record<string, unknown>, fields: Record<string, FieldDef>): string[] {
  const problems: string[] = [];
  for (const [name, def] of Object.entries(fields)) {
    const value = data[name];
    if (value === undefined) {
      if (def.required) problems.push(`${name} is missing`);
      continue;
    }
    const ok =
      def.type === 'string'
        ? typeof value === 'string'
        : def.type === 'number'
          ? typeof value === 'number'
          : def.type === 'boolean'
            ? typeof value === 'boolean'
            : def.type === 'date'
              ? !Number.isNaN(new Date(value as string).getTime())
              : def.type === 'list'
                ? Array.isArray(value) && value.every((v) => typeof v === def.of?.type)
                : false;
    if (!ok) problems.push(`${name} is not a ${def.type}`);
  }
  for (const name of Object.keys(data)) if (!(name in fields)) problems.push(`${name} is not in the schema`);
  return problems;
}

type DocumentType = { def: () => { fields: Record<string, FieldDef> } };
const fieldsOf = (type: unknown) => (type as DocumentType).def().fields;
const frontmatter = (made: NewFile) => matter(made.content).data as Record<string, unknown>;

/** content-check's frontmatter rules (tags, authors, required fields) on a tree holding only the new file. */
function frontmatterProblems(made: NewFile): string[] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-content-'));
  temp.push(root);
  for (const f of ['authors.yml', 'blog-tags.yml']) fs.copyFileSync(path.join(CONTENT, f), path.join(root, f));
  const target = path.join(root, path.relative(CONTENT, made.file));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, made.content);
  const { problems } = checkContent(root) as { problems: string[] };
  // The prose floors are the writer's part; everything else must already hold.
  return problems.filter((p) => !/words of prose/.test(p));
}
const temp: string[] = [];
afterAll(() => temp.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('npm run new', () => {
  it('writes a doc into the section with the next sidebar position, valid against the schema', () => {
    const made = newDoc(CONTENT, 'environments', 'Rotate secrets on a schedule');
    expect(made.file).toBe(path.join(CONTENT, 'docs/Testflux/Environments/rotate-secrets-on-a-schedule.mdx'));
    const data = frontmatter(made);
    expect(schemaProblems(data, fieldsOf(Doc))).toEqual([]);
    expect(frontmatterProblems(made)).toEqual([]);
    // After the section's last doc, whatever the section holds today.
    const section = path.dirname(made.file);
    const positions = fs
      .readdirSync(section)
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => Number(matter(fs.readFileSync(path.join(section, f), 'utf8')).data.sidebar_position ?? 0));
    expect(positions.length).toBeGreaterThan(0);
    expect(data.sidebar_position).toBe(Math.max(...positions) + 1);
    expect((data.description as string).length).toBeGreaterThanOrEqual(80);
  });

  it('writes a post dated today by an author from authors.yml, with the truncate marker', () => {
    const made = newPost(CONTENT, 'Flaky tests in mobile suites', { date: '2026-03-02' });
    expect(made.file).toBe(path.join(CONTENT, 'blog/2026/flaky-tests-in-mobile-suites.mdx'));
    expect(schemaProblems(frontmatter(made), fieldsOf(Post))).toEqual([]);
    expect(frontmatterProblems(made)).toEqual([]);
    expect(made.content).toContain('{/* truncate */}');
  });

  it('writes a release file valid against the schema', () => {
    const made = newRelease(CONTENT, '1.4.21', { date: '2026-01-13' });
    expect(made.file).toBe(path.join(CONTENT, 'changelog/1.4.21.yml'));
    const data = loadYaml(made.content) as Record<string, unknown>;
    expect(schemaProblems(data, fieldsOf(Release))).toEqual([]);
    expect(data.version).toBe('1.4.21');
  });

  it('refuses an unknown section, an unknown author, a bad version and a description out of range', () => {
    expect(() => newDoc(CONTENT, 'Nowhere', 'A page')).toThrow(/No docs section "Nowhere"\. Sections: .*Environments/);
    expect(() => newPost(CONTENT, 'A post', { author: 'ghost' })).toThrow(NewContentError);
    expect(() => newRelease(CONTENT, 'v2')).toThrow(/not a version/);
    expect(() => newDoc(CONTENT, 'Environments', 'Short', { description: 'Too short.' })).toThrow(/80-160/);
  });

  it('has checks that fail a bad file', () => {
    const made = newDoc(CONTENT, 'Environments', 'Rotate secrets on a schedule');
    expect(frontmatterProblems({ ...made, content: made.content.replace('tags: []', 'tags: [howto]') })).toEqual([
      expect.stringMatching(/tag "howto" is not in the allowed set/),
    ]);
    expect(schemaProblems({ title: 3, sidebar_position: 'four', extra: true }, fieldsOf(Doc))).toEqual([
      'title is not a string',
      'description is missing',
      'sidebar_position is not a number',
      'extra is not in the schema',
    ]);
  });
});
