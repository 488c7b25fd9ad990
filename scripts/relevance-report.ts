// `npm run bench:relevance` (after `npm run build`): a relevance set against the built index, as
// the modal asks: the share of queries whose expected page comes first and in the top 5, per kind
// of query, and every query that misses first place with what came instead.
//   --set <name>   another of RELEVANCE_SETS (tests/relevance/<name>.json); the default is queries
//   --file <path>  a set of your own, kept anywhere: JSON [{ query, expected, kind? }] or lines of
//                  query<TAB>expected page; a page may be written as a path or an address on the site
//   --all          one line for each of RELEVANCE_SETS
//   --variants     every set's queries that find their page first, typed with one slip each
//                  (a typo, two words joined, a compound typed apart, the last word cut): the
//                  share still first and in the top 5 (tests/relevance/variants.ts)
//   --anchors      every set on this site's search and on the searches the issue measures it
//                  against, over the same pages: Pagefind, and MiniSearch as VitePress sets it up
//                  (scripts/lib/relevance-anchors.ts)
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  evaluateRelevance,
  readRelevanceFile,
  relevanceCases,
  RELEVANCE_SETS,
  siteRanker,
  type RelevanceResult,
  type RelevanceSet,
} from '../tests/relevance/evaluate';
import { builtRecords, keywordlessAnchor, pagefindAnchor, vitePressAnchor } from './lib/relevance-anchors';
import { slipCases, VARIANT_KINDS, VARIANT_RULES } from '../tests/relevance/variants';

const share = (n: number, of: number) => `${n}/${of} (${((100 * n) / of).toFixed(1)}%)`;
const first = (results: RelevanceResult[]) => results.filter((r) => r.rank === 1).length;
const top5 = (results: RelevanceResult[]) => results.filter((r) => r.rank !== null && r.rank <= 5).length;
/** One line of a table: a set or a kind of query, its size, and its shares first and in the top 5. */
const row = (label: string, results: RelevanceResult[]) =>
  `| ${label} | ${results.length} | ${share(first(results), results.length)} | ${share(top5(results), results.length)} |`;

function setNamed(name: string): RelevanceSet {
  const set = RELEVANCE_SETS.find((s) => s === name);
  if (!set) throw new Error(`--set must be one of ${RELEVANCE_SETS.join(', ')}, not ${name}`);
  return set;
}

const USAGE = 'usage: npm run bench:relevance [-- --set <name> | --file <path> | --all | --variants | --anchors]';

async function main() {
  const { values } = parseArgs({
    options: {
      set: { type: 'string' },
      file: { type: 'string' },
      all: { type: 'boolean' },
      variants: { type: 'boolean' },
      anchors: { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  });
  if ([values.set, values.file, values.all, values.variants, values.anchors].filter((v) => v !== undefined).length > 1)
    throw new Error(`--set, --file, --all, --variants and --anchors go alone\n${USAGE}`);
  if (values.anchors) return compareAnchors();
  if (values.variants) {
    const { found, cases } = await slipCases('out');
    console.log(`${found} queries of all sets find their page first; each typed with one slip:\n`);
    console.log('| Variant | Queries | Still first | Still in the top 5 |\n|---|---|---|---|');
    for (const kind of VARIANT_KINDS) console.log(row(kind, await evaluateRelevance('out', cases[kind])));
    console.log('');
    for (const kind of VARIANT_KINDS) console.log(`  ${kind}: ${VARIANT_RULES[kind]}`);
    return;
  }
  if (values.all) {
    console.log('| Set | Queries | First | Top 5 |\n|---|---|---|---|');
    for (const set of RELEVANCE_SETS) {
      console.log(row(set, await evaluateRelevance('out', relevanceCases(set))));
    }
    return;
  }
  // npm runs scripts from the package folder: a relative path is the caller's.
  const file = values.file && path.resolve(process.env.INIT_CWD ?? process.cwd(), values.file);
  const cases = file ? readRelevanceFile(file) : relevanceCases(setNamed(values.set ?? 'queries'));
  if (!cases.length) throw new Error(`${file ?? values.set}: no queries`);
  const results = await evaluateRelevance('out', cases);
  const kinds = [...new Set(results.map((r) => r.kind ?? 'other'))];
  console.log('| Kind | Queries | First | Top 5 |\n|---|---|---|---|');
  for (const kind of [...kinds, 'all'])
    console.log(row(kind, kind === 'all' ? results : results.filter((r) => (r.kind ?? 'other') === kind)));
  console.log('\nNot first:');
  for (const r of results.filter((x) => x.rank !== 1)) {
    console.log(`  ${r.rank ?? '-'}  "${r.query}" [${r.kind ?? ''}] wants ${decodeURIComponent(r.expected)}`);
    console.log(`      first: ${r.top.slice(0, 2).map(decodeURIComponent).join(' | ')}`);
  }
}

/** First and top 5 of one search over a set of results, as one cell pair of a row. */
const cells = (results: RelevanceResult[]) =>
  `${share(first(results), results.length)} | ${share(top5(results), results.length)}`;

/**
 * Every set on each search, and the queries of each set's kind "typo" together (the sets name
 * their kinds freely; "typo" is the one most of them share). Pagefind keeps only the pages that
 * hold every query word its index knows (one it has never seen is dropped, a typo too), so a
 * question's common words narrow its hits to pages that hold them all.
 */
async function compareAnchors() {
  const records = builtRecords('out');
  // Pagefind first: it is the one that can fail to start, and the others then hold nothing yet.
  const pagefind = await pagefindAnchor('out', records);
  const anchors = [keywordlessAnchor(records), pagefind, vitePressAnchor(records)];
  try {
    const searches = [{ name: 'This site', rank: siteRanker('out') }, ...anchors];
    const all = searches.map((): RelevanceResult[] => []);
    console.log(`| Set | Queries | ${searches.map((s) => `${s.name}: first | top 5`).join(' | ')} |`);
    console.log(`|---|---|${searches.map(() => '---|---|').join('')}`);
    for (const set of RELEVANCE_SETS) {
      const cases = relevanceCases(set);
      const results = await Promise.all(searches.map((s) => evaluateRelevance('out', cases, s.rank)));
      results.forEach((r, i) => all[i].push(...r));
      console.log(`| ${set} | ${cases.length} | ${results.map(cells).join(' | ')} |`);
    }
    console.log(`| **all** | ${all[0].length} | ${all.map(cells).join(' | ')} |`);
    const typos = all.map((r) => r.filter((x) => x.kind === 'typo'));
    console.log(`| kind "typo" | ${typos[0].length} | ${typos.map(cells).join(' | ')} |`);
  } finally {
    await Promise.all(anchors.map((a) => a.close()));
  }
}

main().catch((error: unknown) => {
  console.error(`bench:relevance: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
