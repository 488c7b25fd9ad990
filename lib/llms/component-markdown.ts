/**
 * The Markdown form of the site's data-driven MDX components, for the Markdown twins. Each
 * renders from the same data file as its React component (lib/content/facts.ts,
 * lib/content/test-actions), so a twin says what the page says.
 */
import { facts, factText, FACT_NAMES, runnerSizingRows, runnerTotalText, type FactName } from '../content/facts';
import { paramRequirement, sinceText, TEST_ACTION_LIBRARIES } from '../content/test-actions';

type Attrs = Record<string, string | undefined>;

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const table = (head: string[], rows: string[][]) =>
  [head, head.map(() => '---'), ...rows].map((r) => `| ${r.map(cell).join(' | ')} |`).join('\n');

function testActionsReference(): string {
  return TEST_ACTION_LIBRARIES.map((lib) =>
    [
      `## ${lib.heading}`,
      `${lib.summary} ${lib.actions.length} actions. [${lib.heading}: guide and examples](${lib.href}).`,
      ...lib.actions.map((a) =>
        [
          `### ${a.name}`,
          `${a.summary}${a.since ? ` ${sinceText(a.since)}` : ''}`,
          a.params.length
            ? table(
                ['Key', 'Type and default', 'Description'],
                a.params.map((p) => [
                  `\`${p.key}\` (${p.label})`,
                  `${p.type}, ${paramRequirement(p)}`,
                  `${p.description}${p.options ? ` One of ${p.options.map((o) => `\`${o}\``).join(', ')}.` : ''}`,
                ]),
              )
            : 'No inputs.',
          a.output ? `**Save result as** (\`saveAs\`): ${a.output}` : '',
          '```yaml\n' + a.example.trimEnd() + '\n```',
        ]
          .filter(Boolean)
          .join('\n\n'),
      ),
    ].join('\n\n'),
  ).join('\n\n');
}

/** Block components: their Markdown, or undefined when the name is not one of them. */
export function blockComponentMarkdown(name: string, attrs: Attrs): string | undefined {
  switch (name) {
    case 'ExitCodes': {
      const causes = attrs.causes !== undefined && attrs.causes !== 'false';
      return table(
        ['Code', 'Meaning', ...(causes ? ['Typical cause'] : [])],
        facts.exitCodes.map((e) => [`\`${e.code}\``, e.meaning, ...(causes ? [e.cause] : [])]),
      );
    }
    case 'RunnerSizing':
      return table(
        ['Workers', 'vCPU', 'Memory'],
        runnerSizingRows().map((r) => [r.workers, r.vcpu, r.memory]),
      );
    case 'DesktopRequirements':
      return table(
        ['Item', 'Requirement'],
        facts.desktop.requirements.map((r) => [r.item, r.requirement]),
      );
    case 'TestActionsReference':
      return testActionsReference();
    default:
      return undefined;
  }
}

/** Inline components: their text (Markdown), or undefined when the name is not one of them. */
export function inlineComponentMarkdown(name: string, attrs: Attrs): string | undefined {
  if (name === 'Fact' && FACT_NAMES.includes(attrs.name as FactName)) {
    const { text, code } = factText()[attrs.name as FactName];
    return code ? `\`${text}\`` : text;
  }
  if (name === 'RunnerTotal') return runnerTotalText(Number(attrs.workers));
  return undefined;
}
