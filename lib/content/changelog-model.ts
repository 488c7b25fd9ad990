/** The anchor of a release on /changelog/: "1.4.20" becomes "v1-4-20". */
export function releaseAnchor(version: string): string {
  return `v${version.replace(/\./g, '-')}`;
}

/** Numeric comparison of dotted versions: 1.4.20 sorts after 1.4.8. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d) return d;
  }
  return 0;
}
