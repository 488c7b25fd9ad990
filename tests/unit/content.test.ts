import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import matter from 'gray-matter';
import { checkContent } from '../../scripts/content-check';

const root = path.resolve(__dirname, '../..');
const content = path.join(root, 'content');

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.mdx') ? [path.join(dir, e.name)] : [],
    );
}

describe('the site content', () => {
  const result = checkContent(content, { publicDir: path.join(root, 'public') }) as {
    problems: string[];
    docs: number;
    posts: number;
  };

  it('passes every content rule (word floors, descriptions, tags, authors, duplicates, links, images)', () => {
    expect(result.problems).toEqual([]);
  });

  it('has 125 to 140 docs (about 130) and 91 to 95 posts', () => {
    expect(result.docs).toBeGreaterThanOrEqual(125);
    expect(result.docs).toBeLessThanOrEqual(140);
    expect(result.posts).toBeGreaterThanOrEqual(91);
    expect(result.posts).toBeLessThanOrEqual(95);
  });

  it('has blog tags whose two largest hold 21 to 25 posts and every tag at least 3', () => {
    const counts = new Map<string, number>();
    for (const file of files(path.join(content, 'blog'))) {
      for (const tag of (matter(fs.readFileSync(file, 'utf8')).data.tags ?? []) as string[])
        counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
    const sorted = [...counts.values()].sort((a, b) => b - a);
    expect(sorted[0]).toBeLessThanOrEqual(25);
    expect(sorted[1]).toBeGreaterThanOrEqual(21);
    expect(Math.min(...sorted)).toBeGreaterThanOrEqual(3);
  });

  it('puts at least one doc under every docs tag and every section of the spec', () => {
    const root = path.join(content, 'docs/Testflux');
    // A section counts when it holds a doc: an empty folder is no section of the sidebar.
    const sections = fs
      .readdirSync(root)
      .filter((name) => fs.readdirSync(path.join(root, name)).some((f) => f.endsWith('.mdx')));
    expect(sections).toEqual(
      expect.arrayContaining([
        'Accessibility Testing',
        'AI Auto Heal',
        'AI-Powered Test Case Generation',
        'CICD & Integrations',
        'Code Blocks',
        'Create Tests',
        'Dashboards',
        'Debugging Tests',
        'Email Testing',
        'Environments',
        'Flutter App',
        'Get Started',
        'Import Tests',
        'Integrations',
        'Mobile Testing',
        'Network Logs',
        'Pages',
        'Project Preferences',
        'Recorder',
        'Reports',
        'Run Tests',
        'Test Actions',
        'Test Data',
        'Troubleshooting',
        'Use Cases',
        'Version Control',
        'Visual Testing',
        'VS Code Extension',
        'Yaan AI',
      ]),
    );
    const tags = new Set(
      files(path.join(content, 'docs')).flatMap(
        (f) => (matter(fs.readFileSync(f, 'utf8')).data.tags ?? []) as string[],
      ),
    );
    expect([...tags].sort()).toEqual(['Testflux-docs', 'checklist', 'onboarding', 'setup']);
  });
});
