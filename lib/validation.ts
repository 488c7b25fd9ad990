import type { z } from 'zod';

/** A zod issue's place: "navbar.items[2].label", "(root)" for the value itself. */
export function issuePath(path: readonly PropertyKey[]): string {
  const place = path.reduce<string>(
    (s, p) => (typeof p === 'number' ? `${s}[${p}]` : s ? `${s}.${String(p)}` : String(p)),
    '',
  );
  return place || '(root)';
}

/** Every issue of a failed parse, one "  - place: message" line each, for an error naming its file. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `  - ${issuePath(issue.path)}: ${issue.message}`).join('\n');
}
