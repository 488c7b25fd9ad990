import { describe, expect, it } from 'vitest';
import { parseContentErrors } from '../../scripts/lib/content-dev';

// contentlayer2 dev's reports, as printed between "Error: Found n problems" and "SourceFetchDataError".
const INCOMPATIBLE = `
 └── 1 documents contain field data which didn't match the structure defined in the document type definition.

     • "docs/Testflux/Environments/secrets.mdx" of type "Doc" has the following incompatible fields:
       • sidebar_position: "four"
`;
const MISSING = `
 └── Missing required fields for 1 documents.

     • "blog/2024/a-post.mdx" (of type "Post") is missing the following required fields:
       • title: string
       • date: date
`;

describe('npm run dev content errors', () => {
  it('names the file and the field of an invalid value', () => {
    expect(parseContentErrors(INCOMPATIBLE)).toEqual([
      {
        file: 'content/docs/Testflux/Environments/secrets.mdx',
        problem: 'invalid',
        fields: ['sidebar_position: "four"'],
      },
    ]);
  });

  it('names every missing field', () => {
    expect(parseContentErrors(MISSING)).toEqual([
      { file: 'content/blog/2024/a-post.mdx', problem: 'missing', fields: ['title: string', 'date: date'] },
    ]);
  });

  it('keeps a report of another shape whole', () => {
    const [error] = parseContentErrors('YAMLException: bad indentation in "pages/features.mdx"');
    expect(error.file).toBe('content/pages/features.mdx');
    expect(error.message).toContain('bad indentation');
  });
});
