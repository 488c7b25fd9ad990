#!/usr/bin/env node
// Writes public/files/testflux-brochure.pdf: a one-page product brochure as a plain PDF 1.4
// (Helvetica, no dependencies). Run again after editing the text below.
import fs from 'node:fs';

const lines = [
  ['F2', 24, 'Testflux'],
  ['F1', 14, 'No-code, AI-assisted test automation'],
  ['F1', 11, ''],
  ['F2', 13, 'One platform for six kinds of testing'],
  ['F1', 11, '- Web: record flows and run them on Chrome, Edge, Firefox and Safari.'],
  ['F1', 11, '- API: REST requests as steps, with assertions on status, headers and JSON.'],
  ['F1', 11, '- Mobile: Android 10+, iOS 16+ and Flutter 3.16+ apps.'],
  ['F1', 11, '- Visual: screenshot baselines with ignore regions and review.'],
  ['F1', 11, '- Accessibility: WCAG 2.2 level A and AA checks in any test.'],
  ['F1', 11, '- Email: a disposable inbox for every run.'],
  ['F1', 11, ''],
  ['F2', 13, 'Yaan AI'],
  ['F1', 11, 'Autogenerate drafts up to 25 test cases from a URL, a user story, a Figma frame'],
  ['F1', 11, 'or a Jira issue. AI Auto Heal repairs broken locators during a run and proposes'],
  ['F1', 11, 'the fix for review. Yaan explains failures from logs and screenshots.'],
  ['F1', 11, ''],
  ['F2', 13, 'Run anywhere'],
  ['F1', 11, 'Parallel runs in the cloud, on a self-hosted Testflux Runner (testflux/runner),'],
  ['F1', 11, 'or from any CI with the Testflux CLI: tfx run --project SHOP --suite "Smoke".'],
  ['F1', 11, 'Integrations: Jira, Figma, Slack, Git, GitLab CI, Jenkins, databases.'],
  ['F1', 11, ''],
  ['F2', 13, 'Current release: 1.4.20'],
  ['F1', 11, 'New onboarding flow, Oracle DB connector and Flutter web actions.'],
  ['F1', 11, ''],
  ['F1', 11, 'Try it free at https://app.testflux.example/signup'],
  ['F1', 11, 'Questions: support@testflux.example'],
];

const esc = (s) => s.replace(/[\\()]/g, (c) => `\\${c}`);
let y = 770;
const ops = ['BT'];
for (const [font, size, text] of lines) {
  ops.push(`/${font} ${size} Tf 1 0 0 1 56 ${y} Tm (${esc(text)}) Tj`);
  y -= size + 9;
}
ops.push('ET');
const stream = ops.join('\n');

const objects = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
  `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
  '<< /Title (Testflux brochure) /Author (Testflux) >>',
];
let out = '%PDF-1.4\n';
const offsets = [];
objects.forEach((body, i) => {
  offsets.push(Buffer.byteLength(out));
  out += `${i + 1} 0 obj\n${body}\nendobj\n`;
});
const xref = Buffer.byteLength(out);
out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
fs.mkdirSync('public/files', { recursive: true });
fs.writeFileSync('public/files/testflux-brochure.pdf', out);
console.log(`public/files/testflux-brochure.pdf: ${Buffer.byteLength(out)} bytes`);
