// `npm run search:push`: uploads the records built with the site (out/search/records.json) to
// the configured Algolia index, replacing the previous records atomically (a temporary index
// is filled, then moved over the live one), and sets the index settings, synonyms and rules the
// ranking needs.
// The admin key comes only from the environment, never from the site configuration.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { algoliasearch } from 'algoliasearch';
import { siteConfig } from '../lib/config';
import { exportFilePath, routes } from '../lib/routes';
import { algoliaKindRules, algoliaSynonyms, INDEX_SETTINGS } from '../lib/search/algolia-settings';
import type { KindWords } from '../lib/search/engine/pieces';
import {
  DEFAULT_INDEX_NAME,
  escapeHtml,
  isPlainTextAttribute,
  type Level,
  type SearchRecord,
} from '../lib/search/contract';

export { INDEX_SETTINGS };

/**
 * Records as Algolia stores them: text HTML-escaped (DocSearch renders highlight values as
 * HTML, so indexed text must never carry live markup; lvl0, a plain-text group title, is the
 * exception) and weights for the custom ranking.
 */
export function toAlgoliaRecords(records: SearchRecord[]) {
  return records.map((r) => ({
    ...r,
    content: r.content === null ? null : escapeHtml(r.content),
    description: r.description === null ? null : escapeHtml(r.description),
    keywords: r.keywords === null ? null : r.keywords.map(escapeHtml),
    hierarchy: Object.fromEntries(
      Object.entries(r.hierarchy).map(([k, v]) => [
        k,
        v === null || isPlainTextAttribute(k as Level) ? v : escapeHtml(v),
      ]),
    ),
  }));
}

/** Reads the credentials from the environment; names every missing one. */
export interface PushConfig {
  appId: string;
  adminKey: string;
  indexName: string;
  hosts?: URL[];
}

export function pushConfig(env: Record<string, string | undefined> = process.env): PushConfig {
  const missing = [
    ['ALGOLIA_APP_ID', 'the Algolia application id'],
    ['ALGOLIA_ADMIN_API_KEY', 'an Algolia admin api key'],
  ].filter(([name]) => !env[name]);
  if (missing.length) {
    throw new Error(`search:push needs ${missing.map(([name, what]) => `${what} (${name})`).join(' and ')}`);
  }
  return {
    appId: env.ALGOLIA_APP_ID!,
    adminKey: env.ALGOLIA_ADMIN_API_KEY!,
    indexName: env.ALGOLIA_INDEX_NAME || DEFAULT_INDEX_NAME,
    // Only for tests: a local server standing in for the Algolia API.
    hosts: env.ALGOLIA_HOSTS ? env.ALGOLIA_HOSTS.split(',').map((h) => new URL(h)) : undefined,
  };
}

export async function pushRecords(
  { appId, adminKey, indexName, hosts }: PushConfig,
  records: SearchRecord[],
  synonyms: string[][] = siteConfig.search.synonyms,
  kindWords: KindWords = siteConfig.search.kindWords,
) {
  const client = algoliasearch(appId, adminKey, {
    ...(hosts
      ? {
          hosts: hosts.map((u) => ({
            url: u.hostname,
            port: Number(u.port),
            protocol: u.protocol === 'https:' ? ('https' as const) : ('http' as const),
            accept: 'readWrite' as const,
          })),
        }
      : {}),
  });
  const objects = toAlgoliaRecords(records);
  const settings = await client.setSettings({ indexName, indexSettings: INDEX_SETTINGS });
  await client.waitForTask({ indexName, taskID: settings.taskID });
  // The same synonyms as the embedded index; replaceAllObjects carries them to the new records.
  const saved = await client.saveSynonyms({
    indexName,
    synonymHit: algoliaSynonyms(synonyms),
    replaceExistingSynonyms: true,
  });
  await client.waitForTask({ indexName, taskID: saved.taskID });
  // The kind words as rules, replacing every rule the index had; carried to the new records too.
  const rules = await client.saveRules({ indexName, rules: algoliaKindRules(kindWords), clearExistingRules: true });
  await client.waitForTask({ indexName, taskID: rules.taskID });
  await client.replaceAllObjects({ indexName, objects, batchSize: 1000 });
  return { indexName, count: objects.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const config = pushConfig();
    const records: SearchRecord[] = JSON.parse(
      fs.readFileSync(process.argv[2] ?? path.join('out', exportFilePath(routes.search.records)), 'utf8'),
    );
    const { count } = await pushRecords(config, records);
    console.log(`Pushed ${count} records to the Algolia index "${config.indexName}".`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
