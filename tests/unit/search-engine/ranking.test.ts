import { SEARCH } from '@/lib/constants';
import { describe, expect, it } from 'vitest';
import { emptyPages, fixtureEngine, rankedUrls, urls, type PageSpec } from './fixture';

describe('embedded search engine: ranking', () => {
  it.each([
    ['exact above a typo', 'cart ', ['/docs/a/cart/', '/docs/a/card/']],
    ['exact above a prefix', 'cart', ['/docs/a/cart/', '/docs/a/cartridge/']],
    [
      'title above heading above text',
      'rotate ',
      ['/docs/a/in-title/', '/docs/a/in-heading/#rotate', '/docs/a/in-text/'],
    ],
    ['all words above some', 'rotate secret', ['/docs/Testflux/Environments/secrets/#rotate']],
    [
      'docs above blog for the same match',
      'parallel runs',
      ['/docs/Testflux/Run%20Tests/parallel/', '/blog/parallel/'],
    ],
  ])('ranks %s', async (_name, query, expected) => {
    const got = await urls(query);
    expect(got.filter((u) => expected.includes(u)).slice(0, expected.length)).toEqual(expected);
    expect(got.indexOf(expected[0])).toBe(0);
  });

  // Each: pages (docs unless a blog URL) as [url, title, text], the query (a last word without a
  // space after it is still being typed), the URLs expected in that order.

  it.each([
    [
      'an -ing form matches its base, so a docs title beats a post that has the form as typed',
      [
        ['/docs/m/api/', 'Test an API', ''],
        ['/blog/m/api/', 'Testing API pagination', ''],
      ],
      'api testing ',
      ['/docs/m/api/', '/blog/m/api/'],
    ],
    [
      'an -ing form with a doubled consonant matches its base: "getting started" is "Get started"',
      [
        ['/docs/m/start/', 'Get started', ''],
        ['/blog/m/start/', 'Onboarding', 'Getting started takes a minute.'],
      ],
      'getting started',
      ['/docs/m/start/', '/blog/m/start/'],
    ],
    [
      'the form as typed above its -ing form or base, for pages of one kind',
      [
        ['/docs/m/action/', 'Test email', ''],
        ['/docs/m/email/', 'Email testing', ''],
      ],
      'email testing ',
      ['/docs/m/email/', '/docs/m/action/'],
    ],
    [
      'a base finds its -ing form ("round" finds "Rounding")',
      [
        ['/docs/m/other/', 'Totals', 'Round the sum.'],
        ['/docs/m/round/', 'Rounding', 'Half up.'],
      ],
      'round ',
      ['/docs/m/round/', '/docs/m/other/'],
    ],
    [
      'a typed contraction leaves no words to match: "doesn’t" counts for neither "doesn" nor "t"',
      [
        ['/docs/m/wrong/', 'Other', "It doesn't match the pattern."],
        ['/docs/m/right/', 'Fallback locators', 'Use a fallback when the first locator fails to match.'],
      ],
      "fallback doesn't match ",
      ['/docs/m/right/', '/docs/m/wrong/'],
    ],
    [
      'a plural’s singular finds its -ing form too ("fails" finds "Failing")',
      [
        ['/docs/m/other/', 'Results', 'Some tests fail.'],
        ['/docs/m/failing/', 'Failing runs', ''],
      ],
      'fails ',
      ['/docs/m/failing/', '/docs/m/other/'],
    ],
    [
      'the plural of a typo’s correction is the same typo: a title, above the word in text',
      [
        ['/docs/m/text/', 'Setup', 'Pick an environment.'],
        ['/docs/m/title/', 'Environments', 'Add one.'],
      ],
      'enviroment ',
      ['/docs/m/title/', '/docs/m/text/'],
    ],
    [
      'a synonym typed in the plural ("selectors" finds "locator")',
      [
        ['/docs/m/locator/', 'Locator strategies', ''],
        ['/docs/m/x/', 'Other', 'Nothing here.'],
      ],
      'selectors ',
      ['/docs/m/locator/'],
    ],
    [
      'a synonym typed without its apostrophe ("whats new" finds "Changelog")',
      [
        ['/docs/m/changes/', 'Changelog', ''],
        ['/docs/m/y/', 'Other', 'Nothing here.'],
      ],
      'whats new ',
      ['/docs/m/changes/'],
    ],
    [
      'a contraction’s fragment is no word: "changelog" does not find "the team’s new" through "what’s new"',
      [
        ['/docs/m/changes/', 'Changelog', ''],
        ['/docs/m/y/', 'Other', "The team's new dashboard."],
      ],
      'changelog ',
      ['/docs/m/changes/'],
    ],
    [
      'nor as typed: "what’s new" finds "Changelog", not "the team’s new"',
      [
        ['/docs/m/changes/', 'Changelog', ''],
        ['/docs/m/y/', 'Other', "The team's new dashboard."],
      ],
      "what's new ",
      ['/docs/m/changes/'],
    ],
    [
      'a hyphenated synonym keeps both its words ("rerun" finds "re-run")',
      [
        ['/docs/m/again/', 'Other', 'Re-run the failed cases.'],
        ['/docs/m/y/', 'Other', 'Nothing here.'],
      ],
      'rerun ',
      ['/docs/m/again/'],
    ],
    [
      'a synonym of several words matches in one field: "version" in a title and "history" in its text are no "version history"',
      [
        ['/docs/m/vc/', 'Version control', 'Every change keeps its history.'],
        ['/docs/m/changes/', 'Changelog', ''],
        ['/docs/m/y/', 'Other', 'See the version history.'],
      ],
      'release notes ',
      ['/docs/m/changes/', '/docs/m/y/'],
    ],
    [
      'a synonym of four words is looked up as typed ("covered by another element")',
      [
        ['/docs/m/intercepted/', 'Click intercepted', ''],
        ['/docs/m/y/', 'Other', 'Nothing here.'],
      ],
      'covered by another element ',
      ['/docs/m/intercepted/'],
    ],
    [
      'two swapped letters are one typo of the word and of its plural ("gestrue" finds "Gestures")',
      [
        ['/docs/m/other/', 'Other', 'One gesture.'],
        ['/docs/m/gestures/', 'Gestures', ''],
      ],
      'gestrue ',
      ['/docs/m/gestures/', '/docs/m/other/'],
    ],
    [
      'a misspelt -ing word is a typo of the -ing word before the base ("seting" is "setting", then "set")',
      [
        ['/docs/m/set/', 'Set a variable', ''],
        ['/docs/m/setting/', 'The timeout setting', ''],
      ],
      'seting ',
      ['/docs/m/setting/', '/docs/m/set/'],
    ],
    [
      'the -ing form or base of a typo’s correction is that typo too ("tetsing" finds "Test")',
      [
        // First in page order, so it would win a tie; "testing" is one typo from the query's word.
        ['/docs/m/keys/', 'API keys', 'Testing them.'],
        ['/docs/m/test/', 'Test an API', ''],
      ],
      'api tetsing ',
      ['/docs/m/test/', '/docs/m/keys/'],
    ],
    [
      'a synonym phrase typed with a typo finds its synonyms, counted as the typo',
      [
        ['/docs/m/y/', 'Screenshots', 'A comparison of two.'],
        ['/docs/m/visual/', 'Visual testing', ''],
      ],
      'screenshot comparision ',
      ['/docs/m/visual/', '/docs/m/y/'],
    ],
    [
      'a synonym phrase still being typed finds its synonyms, counted as a prefix',
      [
        ['/docs/m/y/', 'Other', 'Visual regressions are caught.'],
        ['/docs/m/visual/', 'Visual testing', ''],
      ],
      'visual regr',
      ['/docs/m/visual/', '/docs/m/y/'],
    ],
    [
      'a word being typed with a typo is the start of the words one edit from it ("envirom")',
      [
        ['/docs/m/other/', 'Other', 'Envoy proxies.'],
        ['/docs/m/env/', 'Environments', ''],
      ],
      'envirom',
      ['/docs/m/env/'],
    ],
    [
      'but a word still being typed that starts a word of the vocabulary is no typo of a synonym',
      [
        ['/docs/m/cron/', 'Cron', ''],
        ['/docs/m/scheduling/', 'Scheduling', ''],
      ],
      'schedul',
      ['/docs/m/scheduling/'],
    ],
    [
      'a word still being typed is no base of an -ing form ("schedul" is a prefix of both)',
      [
        ['/docs/m/schedule/', 'Schedule runs', ''],
        ['/docs/m/scheduling/', 'Scheduling', ''],
      ],
      'schedul',
      ['/docs/m/schedule/', '/docs/m/scheduling/'],
    ],
    [
      'a word typed with a typo counts for its section though another misses it: "dataease" is the subject',
      [
        // First in page order, so it would win a tie; it misses "database" but has the others exactly.
        ['/docs/m/file/', 'Check a downloaded file', 'The order was saved as a PDF.'],
        ['/docs/m/db/', 'Database checks', 'Check the order row.'],
      ],
      'check the order was saved in the dataease ',
      ['/docs/m/db/', '/docs/m/file/'],
    ],
    [
      'a word the vocabulary lacks is two it holds, typed together ("testsuite")',
      [
        ['/docs/m/other/', 'Testing', ''],
        ['/docs/m/suite/', 'Other', 'Each test runs in a suite.'],
      ],
      'testsuite ',
      ['/docs/m/suite/'],
    ],
    [
      'so is one it holds only as two title words joined ("apitesting" from "API testing")',
      [
        ['/blog/m/post/', 'API testing', ''],
        ['/docs/m/api/', 'Testing', 'Call an API.'],
      ],
      'apitesting ',
      ['/blog/m/post/', '/docs/m/api/'],
    ],
    [
      'less a stop word it holds ("rerunonly" is "rerun"), when it is no typo of another word',
      [
        ['/docs/m/only/', 'Only', ''],
        ['/docs/m/rerun/', 'Rerun', ''],
      ],
      'rerunonly ',
      ['/docs/m/rerun/'],
    ],
    [
      'into parts of three letters or more: "canot" is a typo of "cannot", not "ca" and "not"',
      [
        ['/docs/m/ca/', 'CA certificates', 'Do not skip them.'],
        ['/docs/m/cannot/', 'Other', 'It cannot run.'],
      ],
      'canot ',
      ['/docs/m/cannot/'],
    ],
    [
      'a number is neither joined nor split: "1 4" is no "14"',
      [
        ['/docs/m/fourteen/', '14 retries', ''],
        ['/docs/m/step/', 'Step 1 of 4', ''],
      ],
      '1 4 ',
      ['/docs/m/step/'],
    ],
    [
      'a filler word joins its neighbour too ("get text" is also gettext)',
      [
        ['/docs/m/text/', 'Text', ''],
        ['/docs/m/gettext/', 'Other', 'Call gettext.'],
      ],
      'get text ',
      ['/docs/m/text/', '/docs/m/gettext/'],
    ],
    [
      'but a typo before a stop word and a word: "uplead" is "upload", not "lead"',
      [
        ['/docs/m/lead/', 'Lead', 'Follow up.'],
        ['/docs/m/upload/', 'Upload', ''],
      ],
      'uplead ',
      ['/docs/m/upload/'],
    ],
    [
      'two words typed apart are also the one word the vocabulary holds ("data provider")',
      [
        ['/docs/m/apart/', 'Other', 'The data comes from a provider.'],
        ['/docs/m/joined/', 'DataProvider', ''],
      ],
      'data provider ',
      ['/docs/m/joined/', '/docs/m/apart/'],
    ],
    [
      'even when one of them is a stop word ("up load")',
      [
        ['/docs/m/apart/', 'Other', 'Load the page.'],
        ['/docs/m/joined/', 'Upload', ''],
      ],
      'up load ',
      ['/docs/m/joined/', '/docs/m/apart/'],
    ],
  ])('matches word forms: %s', async (_name, specs, query, expected) => {
    const synonyms = [
      ['locator', 'selector'],
      ['changelog', "what's new", 'release notes', 'version history'],
      ['rerun', 're-run'],
      ['covered by another element', 'click intercepted'],
      ['visual testing', 'screenshot comparison', 'visual regression'],
      ['schedule', 'cron'],
    ];
    expect(await rankedUrls(specs, query, synonyms)).toEqual(expected);
  });

  it.each([
    [
      'a filler word counts after every other criterion: "get email alerts" is about email alerts',
      [
        // First in page order, so it would win a tie; it holds all three words, "alerts" in its text.
        ['/docs/f/get/', 'Get email', 'Alerts arrive.'],
        ['/docs/f/alerts/', 'Email alerts', ''],
      ],
      'get email alerts ',
      ['/docs/f/alerts/', '/docs/f/get/'],
    ],
    [
      'so does a quantifier: "turn off one rule" is about turning off a rule',
      [
        // First in page order, so it would win a tie.
        ['/docs/f/one/', 'One rule', ''],
        ['/docs/f/off/', 'Turn off a rule', ''],
      ],
      'turn off one rule ',
      ['/docs/f/off/', '/docs/f/one/'],
    ],
    [
      'and the name of a kind of page: "blog post on flaky tests" is about flaky tests',
      [
        ['/blog/f/other/', 'Other', 'In this blog post: why tests pass.'],
        ['/blog/f/flaky/', 'Flaky tests', ''],
      ],
      'blog post on flaky tests ',
      ['/blog/f/flaky/', '/blog/f/other/'],
    ],
    [
      'a query of filler words alone ranks as any other: a title above a paragraph',
      [
        ['/docs/f/text/', 'Other', 'Every step.'],
        ['/docs/f/title/', 'Every step', ''],
      ],
      'every ',
      ['/docs/f/title/', '/docs/f/text/'],
    ],
    [
      'a typo of a filler word is one: "sevreal" counts as "several" does',
      [
        // First in page order, so it would win a tie; without the rule it matches one word more.
        ['/docs/f/several/', 'Several', 'Reuse steps.'],
        ['/docs/f/reuse/', 'Reuse steps', ''],
      ],
      'reuse steps sevreal ',
      ['/docs/f/reuse/', '/docs/f/several/'],
    ],
    [
      'and a typo of a stop word is one: "betewen" is not searched, as "between" is not',
      [
        ['/docs/f/between/', 'Other', 'Choose between steps and a sleep.'],
        ['/docs/f/sleep/', 'Sleep steps', ''],
      ],
      'sleep betewen steps ',
      ['/docs/f/sleep/', '/docs/f/between/'],
    ],
    [
      "a post's attribute counts one step below a docs page's: a docs heading on both words beats a post's title on one",
      [
        ['/blog/f/swipe/', 'Swipe tips', 'Why.', 'Gestures'],
        ['/docs/f/mobile/', 'Mobile', 'How.', 'Swipe gestures'],
      ],
      'swipe gestures ',
      ['/docs/f/mobile/#h', '/blog/f/swipe/#h'],
    ],
    [
      "even when the post's title holds every word: a docs title and heading on them come first",
      [
        ['/blog/f/swipe/', 'Swipe gestures', ''],
        ['/docs/f/gestures/', 'Gestures', 'How.', 'Swipe'],
      ],
      'swipe gestures ',
      ['/docs/f/gestures/#h', '/blog/f/swipe/'],
    ],
    [
      "but not the changelog's when its title holds every word: readers ask for it by name",
      [
        ['/docs/f/changes/', 'Changes', 'How.', 'Changelog'],
        ['/changelog/', 'Changelog', ''],
      ],
      'changelog ',
      ['/changelog/', '/docs/f/changes/#h'],
    ],
    [
      'nor a site page\'s: its title is its name ("Privacy policy")',
      [
        // One word in its title and one in a heading: a step short of both in a title.
        ['/docs/f/data/', 'Policy', 'How.', 'Privacy settings'],
        ['/Privacy/', 'Privacy policy', ''],
      ],
      'privacy policy ',
      ['/Privacy/', '/docs/f/data/#h'],
    ],
    [
      "the changelog's too, of two words (one word alone would be an exact title)",
      [
        ['/docs/f/changes/', 'Entries', 'How.', 'Changelog settings'],
        ['/changelog/', 'Changelog entries', ''],
      ],
      'changelog entries ',
      ['/changelog/', '/docs/f/changes/#h'],
    ],
    [
      'proximity breaks a tie: the message as printed above its words apart',
      [
        // First in page order, so it would win the tie.
        ['/docs/f/apart/', 'Install', 'No file was found: the number is in the text.'],
        ['/docs/f/message/', 'Parse', 'It fails with No number found in the text.'],
      ],
      'no number found in the text ',
      ['/docs/f/message/', '/docs/f/apart/'],
    ],
    [
      'but only a tie: the words in a title still beat them together in a paragraph',
      [
        ['/docs/f/text/', 'Other', 'Reuse a captured value.'],
        ['/docs/f/title/', 'Captured', 'Reuse it later: the value stays.'],
      ],
      'reuse captured value ',
      ['/docs/f/title/', '/docs/f/text/'],
    ],
    [
      "nor proximity within a page: its title above its own section whose text holds the title's words side by side",
      [
        [
          '/docs/m/install/',
          'Install Testflux Desktop',
          'Use the extension if you cannot install desktop apps.',
          "What's next",
        ],
      ],
      'instal desktop',
      ['/docs/m/install/', '/docs/m/install/#h'],
    ],
  ])('ranks: %s', async (_name, specs, query, expected) => {
    // The order of the hits that decide the case (a page's other sections may follow).
    expect((await rankedUrls(specs, query)).slice(0, expected.length)).toEqual(expected);
  });

  it('never shortens a synonym phrase to one of its words: "log in" is not "log"', async () => {
    const pages: PageSpec[] = [
      // First in page order, so it would win a tie.
      { url: '/docs/l/log/', lvl0: 'L', title: 'Execution log', kind: 'docs', sections: [[1, null, null, []]] },
      { url: '/docs/l/auth/', lvl0: 'L', title: 'Authentication', kind: 'docs', sections: [[1, null, null, []]] },
      ...emptyPages('L'),
    ];
    const small = fixtureEngine({ pages, synonyms: [['log in', 'login', 'authentication']] }).client;
    for (const query of ['login', 'log in']) {
      const { results } = await small.search({ requests: [{ indexName: 'l', query, hitsPerPage: 5 }] });
      expect(results[0].hits.map((h) => String(h.url))).toEqual(['/docs/l/auth/']);
    }
  });

  it('ignores where a word on most sections matches, but still counts it', async () => {
    // "widget" is on every section: in the first page's title, in the second page's text.
    const pages: PageSpec[] = [
      { url: '/docs/w/a/', lvl0: 'W', title: 'Widget guide', kind: 'docs', sections: [[1, null, null, ['Rotate.']]] },
      {
        url: '/docs/w/b/',
        lvl0: 'W',
        title: 'Guide',
        kind: 'docs',
        sections: [
          [1, null, null, ['A widget.']],
          [2, 'rotate', 'Rotate', ['The widget.']],
        ],
      },
      // "widgetguide" in a text as well, so the vocabulary holds it as a word of its own.
      {
        url: '/docs/w/c/',
        lvl0: 'W',
        title: 'Other',
        kind: 'docs',
        sections: [[1, null, null, ['A widget, its widgetguide.']]],
      },
    ];
    const small = fixtureEngine({ pages, synonyms: [] }).client;
    // The heading match of "rotate" wins over the title match of the common word; so it does when
    // the words typed apart are also one the vocabulary holds ("widgetguide").
    for (const query of ['widget rotate', 'widget guide rotate']) {
      const { results } = await small.search({ requests: [{ indexName: 'w', query, hitsPerPage: 5 }] });
      expect(results[0].hits.map((h) => String(h.url)).slice(0, 2)).toEqual(['/docs/w/b/#rotate', '/docs/w/a/']);
    }
  });

  it("ranks a page's summary as a heading: above the same words in another page's paragraph", async () => {
    const summary = 'Schedule nightly runs of a suite.';
    const pages: PageSpec[] = [
      // First in page order, so without the summary rule it would win the tie.
      { url: '/docs/s/ci/', lvl0: 'S', title: 'CI', kind: 'docs', sections: [[1, null, null, [summary]]] },
      {
        url: '/docs/s/suites/',
        lvl0: 'S',
        title: 'Suites',
        kind: 'docs',
        summary,
        sections: [[1, null, null, [summary]]],
      },
      ...emptyPages('S'),
    ];
    const small = fixtureEngine({ pages, synonyms: [] }).client;
    const { results } = await small.search({
      requests: [
        {
          indexName: 's',
          query: 'nightly runs ',
          hitsPerPage: 5,
          attributesToSnippet: ['content:10'],
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
        },
      ],
    });
    const [first] = results[0].hits;
    expect(results[0].hits.map((h) => String(h.url))).toEqual(['/docs/s/suites/', '/docs/s/ci/']);
    // The hit shows the summary as its text, with the words marked, not a bare title.
    expect(first).toMatchObject({ type: 'content', content: summary });
    expect((first._snippetResult.content as { value: string }).value).toBe(
      'Schedule <mark>nightly</mark> <mark>runs</mark> of a suite.',
    );
  });

  it("counts a page's summary for every section of the page, as its title is", async () => {
    const summary = 'Run a suite in Safari and Firefox.';
    const pages: PageSpec[] = [
      // First in page order, and all three words in one paragraph.
      {
        url: '/docs/b/post/',
        lvl0: 'B',
        title: 'Release',
        kind: 'docs',
        sections: [[1, null, null, ['Safari and Firefox support arrived, with other fixes.']]],
      },
      {
        url: '/docs/b/browsers/',
        lvl0: 'B',
        title: 'Browsers',
        kind: 'docs',
        summary,
        sections: [
          [1, null, null, [summary]],
          [2, 'support', 'Support', ['Which versions run.']],
        ],
      },
      ...emptyPages('B'),
    ];
    const small = fixtureEngine({ pages, synonyms: [] }).client;
    const { results } = await small.search({
      requests: [
        { indexName: 'b', query: 'safari firefox support ', hitsPerPage: 5, attributesToSnippet: ['content:10'] },
      ],
    });
    const [first] = results[0].hits;
    // The heading and the summary outrank the same three words in a paragraph.
    expect(results[0].hits.map((h) => String(h.url))).toEqual([
      '/docs/b/browsers/#support',
      '/docs/b/post/',
      '/docs/b/browsers/',
    ]);
    // No paragraph of the section holds a word, so the hit is its heading.
    expect(first).toMatchObject({ type: 'lvl2', anchor: 'support' });
  });

  it("counts a docs page's keywords as its summary: above another page's paragraph", async () => {
    const summary = 'Run a suite on a timer.';
    const pages: PageSpec[] = [
      // First in page order, with both words in one paragraph.
      {
        url: '/docs/k/log/',
        lvl0: 'K',
        title: 'Log',
        kind: 'docs',
        sections: [[1, null, null, ['The cron daemon wrote a line every night.']]],
      },
      {
        url: '/docs/k/schedules/',
        lvl0: 'K',
        title: 'Schedules',
        kind: 'docs',
        summary,
        keywords: ['cron', 'every night'],
        sections: [
          [1, null, null, [summary]],
          [2, 'times', 'Times', ['Pick the hour.']],
        ],
      },
      ...emptyPages('K'),
    ];
    const small = fixtureEngine({ pages, synonyms: [] }).client;
    const { results } = await small.search({
      requests: [{ indexName: 'k', query: 'cron every night ', hitsPerPage: 5, attributesToSnippet: ['content:10'] }],
    });
    // No text the page shows holds the words, so its hit is the page itself, under its title,
    // and its snippet on /search/ is the summary, which says what the page is about.
    expect(results[0].hits.map((h) => String(h.url))).toEqual(['/docs/k/schedules/', '/docs/k/log/']);
    expect(results[0].hits[0]).toMatchObject({ type: 'lvl1', anchor: null });
    expect((results[0].hits[0]._snippetResult.content as { value: string }).value).toBe(summary);
  });

  it("ranks a heading of the words above a page summary that holds them, as DocSearch's level does", async () => {
    const pages: PageSpec[] = [
      // First in page order, and its summary sits under the title (level 1): it wins the tie
      // on heading level unless a hit in a summary counts as text.
      {
        url: '/docs/h/troubleshooting/',
        lvl0: 'H',
        title: 'Troubleshooting',
        kind: 'docs',
        summary: 'Fix common problems, or contact support.',
        sections: [[1, null, null, ['Fix common problems, or contact support.']]],
      },
      {
        url: '/docs/h/help/',
        lvl0: 'H',
        title: 'Getting help',
        kind: 'docs',
        sections: [
          [1, null, null, ['Where to ask.']],
          [2, 'contact-support', 'Contact support', ['Email us.']],
        ],
      },
      ...emptyPages('H'),
    ];
    const small = fixtureEngine({ pages, synonyms: [] }).client;
    const { results } = await small.search({
      requests: [{ indexName: 'h', query: 'contact support', hitsPerPage: 5 }],
    });
    expect(results[0].hits.map((h) => String(h.url))).toEqual([
      '/docs/h/help/#contact-support',
      '/docs/h/troubleshooting/',
    ]);
  });
});

describe('the fused order: the weight of rare words in a title, within one word of the most matched (of two words, none)', () => {
  // Two docs pages with two of the words in their title, and a release note with every word in
  // its text: the weight puts the titles first, and the criteria the release note.
  const titled = [
    ['/docs/f/files/', 'File downloads', 'Fixed names for each file.'],
    ['/docs/f/exports/', 'File downloads in exports', 'Fixed formats.'],
  ];
  it.each([
    [
      'a section holding two words fewer stays below the one holding them all',
      'Fixed headless Firefox hanging on a file download.',
      'headless firefox file download fixed',
      '/changelog/#h',
    ],
    [
      'a section holding one word fewer may pass it',
      'Fixed a hang on a file download.',
      'hang file download fixed',
      '/docs/f/files/',
    ],
    [
      'of a query of two words, a section holding one stays below the one holding both',
      'Fixed a hang on a file download.',
      'hang download',
      '/changelog/#h',
    ],
  ])('%s', async (_name, note, query, first) => {
    const urls = await rankedUrls([...titled, ['/changelog/', 'Changelog', note, '1.0.0']], query);
    expect(urls[0]).toBe(first);
  });
});

describe('a phrase: every word of the query side by side in one field', () => {
  // Two pages titled with two of the words, whose weight the fusion puts first, and a page that
  // holds all three in its text.
  const titled = [
    ['/docs/t/element-not-found/', 'Element not found', 'Check the locator.'],
    ['/docs/t/page-not-found/', 'Page not found', 'Check the address.'],
  ];
  it.each([
    ['as typed, moves above the hits that match fewer words', 'The step stops with Sheet not found.', '/docs/t/excel/'],
    [
      'apart, leaves the fused order as it is',
      'A sheet that is missing is not found by the step.',
      '/docs/t/element-not-found/',
    ],
  ])('%s', async (_name, text, first) => {
    const urls = await rankedUrls([...titled, ['/docs/t/excel/', 'Excel actions', text]], 'Sheet not found');
    expect(urls[0]).toBe(first);
  });
});

describe('kind words (search.kindWords): a word that asks for a kind of page', () => {
  // The words in a docs page's title and text, and all under one heading of the changelog: a
  // heading beats a title and text, but the changelog's counts a step down, so the docs page wins.
  const specs = [
    ['/docs/f/recorder/', 'Recorder', 'Masked characters arrive.'],
    ['/changelog/', 'Changelog', 'Typed fast.', 'Recorder: masked characters'],
  ];
  const KIND_WORDS = { changelog: ['release', 'changelog'] };
  it.each([
    [
      'without one, the docs page comes first',
      'recorder masked characters ',
      [],
      ['/docs/f/recorder/', '/changelog/#h'],
    ],
    [
      'with one, the changelog is no longer a step down',
      'recorder masked characters release ',
      [],
      ['/changelog/#h', '/docs/f/recorder/'],
    ],
    ['in its plural', 'recorder masked characters releases ', [], ['/changelog/#h', '/docs/f/recorder/']],
    [
      'or through a synonym',
      'release notes recorder masked characters ',
      [['changelog', 'release notes']],
      ['/changelog/#h', '/docs/f/recorder/'],
    ],
  ])('%s', async (_name, query, synonyms, expected) => {
    expect((await rankedUrls(specs, query, synonyms, KIND_WORDS)).slice(0, 2)).toEqual(expected);
  });

  it.each([
    ['a typo whose nearest word in the index is a kind word asks for its kind', 'relaese ', 'A release.', true],
    ['a typo of a kind word the index does not hold asks for nothing', 'relaese ', 'Other.', false],
    ['a word the index holds is meant as typed', 'releaser ', 'The releaser.', false],
    ['a typo as near another word of the index asks for nothing', 'relase ', 'A release to relate.', false],
    ['a typo nearer another word of the index asks for nothing', 'releasser ', 'The release, the releaser.', false],
    ['a word still being typed that starts one of the index is no typo', 'releas', 'A release.', false],
  ])('typed with a typo: %s', async (_name, word, text, asks) => {
    // The words of a third page are the index's corrections: "relaese" is one typo from
    // "release", "relase" one from "release" and from "relate", "releasser" two from "release"
    // and one from "releaser".
    const held = [...specs, ['/docs/f/other/', 'Other', text]];
    const expected = asks ? ['/changelog/#h', '/docs/f/recorder/'] : ['/docs/f/recorder/', '/changelog/#h'];
    expect((await rankedUrls(held, `recorder masked characters ${word}`, [], KIND_WORDS)).slice(0, 2)).toEqual(
      expected,
    );
  });

  it('ranks the kind it asks for before the attribute, as Algolia ranks the optional filter its rule adds', async () => {
    // Every word in the docs page's title, and only in a release's text.
    const areas = [
      ['/docs/f/heal/', 'Auto heal', 'How it heals.'],
      ['/changelog/', 'Changelog', 'Auto heal heals more locators.', '1.3.0'],
    ];
    expect((await rankedUrls(areas, 'auto heal ', [], KIND_WORDS)).slice(0, 2)).toEqual([
      '/docs/f/heal/',
      '/changelog/#h',
    ]);
    expect((await rankedUrls(areas, 'auto heal in each release ', [], KIND_WORDS))[0]).toBe('/changelog/#h');
  });

  it.each([
    [
      'as typed, stop words and all, moves the note in its text above the titled page',
      'when did har export',
      '/changelog/#h',
    ],
    ['apart asks for nothing', 'when har export did', '/docs/f/har/'],
  ])('a kind phrase ("when did"): %s', async (_name, query, first) => {
    // Both hold the two words; the docs page in its title.
    const har = [
      ['/docs/f/har/', 'HAR export', 'Export a run as HAR.'],
      ['/changelog/', 'Changelog', 'HAR export of network logs.', '1.1.7'],
    ];
    expect((await rankedUrls(har, query, [], { changelog: ['when did'] }))[0]).toBe(first);
  });

  it.each([
    [
      "puts the earlier release's notes first when nothing else tells them apart, its groups in the page's order",
      'when did har export',
      ['/changelog/#v117-added', '/changelog/#v117-fixed', '/changelog/#v120-fixed'],
    ],
    [
      'a kind word leaves them in the page order',
      'har export release',
      ['/changelog/#v120-fixed', '/changelog/#v117-added', '/changelog/#v117-fixed'],
    ],
    [
      'tells apart notes that match differently',
      'when did har export timings',
      ['/changelog/#v120-fixed', '/changelog/#v117-added', '/changelog/#v117-fixed'],
    ],
  ])('a kind phrase %s', async (_name, query, expected) => {
    // The changelog lists its releases newest first, each a heading over its groups; every note
    // holds the two words side by side in its text, as do two sections of a docs page, which
    // keep their order.
    const pages: PageSpec[] = [
      {
        url: '/changelog/',
        lvl0: 'Changelog',
        title: 'Changelog',
        kind: 'changelog',
        sections: [
          [1, null, null, []],
          [2, 'v120', '1.2.0', []],
          [3, 'v120-fixed', 'Fixed', ['Timings of the HAR export are right.']],
          [2, 'v117', '1.1.7', []],
          [3, 'v117-added', 'Added', ['HAR export of network logs.']],
          [3, 'v117-fixed', 'Fixed', ['HAR export of large logs no longer stalls.']],
        ],
      },
      {
        url: '/docs/m/har/',
        lvl0: 'M',
        title: 'Network logs',
        kind: 'docs',
        sections: [
          [1, null, null, []],
          [2, 'one', 'Studio', ['HAR export in Studio.']],
          [2, 'two', 'CI', ['HAR export in CI.']],
        ],
      },
      ...emptyPages('M'),
    ];
    const kindWords = { changelog: ['release', 'when did'] };
    const { results } = await fixtureEngine({ pages, synonyms: [], kindWords }).client.search({
      requests: [{ indexName: 'm', query, hitsPerPage: 7 }],
    });
    expect(results[0].hits.map((h) => String(h.url))).toEqual([...expected, '/docs/m/har/#one', '/docs/m/har/#two']);
  });

  it.each([
    ['asks for what "version" asks for', { changelog: ['version'] }, ['/changelog/#h', '/docs/f/a11y/']],
    [
      'asks for nothing where "version" asks for nothing',
      { changelog: ['release'] },
      ['/docs/f/a11y/', '/changelog/#h'],
    ],
  ])('a version number %s', async (_name, kindWords, expected) => {
    const versioned = [
      ['/docs/f/a11y/', 'Accessibility scans', 'Scans arrived in 1.3.0.'],
      ['/changelog/', 'Changelog', 'Typed fast.', '1.3.0'],
    ];
    expect((await rankedUrls(versioned, '1.3.0', [], kindWords)).slice(0, 2)).toEqual(expected);
  });

  describe('a release note under a heading that holds a word of the query', () => {
    // Two docs pages titled with the subject and holding every word, which the fusion's weight
    // lifts, against a release note that holds the subject in its text and, in its heading
    // ("Fixed", "Added"), the kind word, its past form or the kind of change the query names.
    const subject = (words: string) => [
      ['/docs/f/figma/', 'Figma frames', `${words} frames inside sections are read.`],
      ['/docs/f/figma-import/', 'Figma frames import', `${words} frames inside sections are imported.`],
    ];
    it.each([
      [
        'stays above the pages that match as many words',
        'fixed',
        'Skipped figma frames inside sections.',
        'Fixed',
        '/changelog/#h',
      ],
      [
        'typed in the present, said in the past',
        'fixes',
        'Fixes for figma frames inside sections.',
        'Fixed',
        '/changelog/#h',
      ],
      [
        'the kind of change, beside a kind word',
        'added version',
        'Version of figma frames inside sections.',
        'Added',
        '/changelog/#h',
      ],
      [
        'in its text only, leaves the fused order as it is',
        'fixed',
        'Fixed: figma frames inside sections.',
        '1.0.0',
        '/docs/f/figma/',
      ],
    ])('%s', async (_name, words, note, heading, first) => {
      const specs = [...subject(words), ['/changelog/', 'Changelog', note, heading]];
      const kindWords = { changelog: ['fix', 'fixed', 'version'] };
      expect((await rankedUrls(specs, `figma frames inside sections ${words}`, [], kindWords))[0]).toBe(first);
    });

    it('typed with a typo, in the present, said in the past', async () => {
      // "fiexs" is one typo from "fixes", the word of the index nearest it: the note under "Fixed".
      const specs = [
        ...subject('fixes'),
        ['/changelog/', 'Changelog', 'Fixes for figma frames inside sections.', 'Fixed'],
      ];
      const kindWords = { changelog: ['fix', 'fixed', 'version'] };
      expect((await rankedUrls(specs, 'figma frames inside sections fiexs ', [], kindWords))[0]).toBe('/changelog/#h');
    });

    it('a kind phrase ("when did") moves the note whatever its heading', async () => {
      // As "in its text only" above, which leaves the titled pages first, with the phrase.
      const specs = [
        ...subject('fixed'),
        ['/changelog/', 'Changelog', 'Fixed: figma frames inside sections.', '1.0.0'],
      ];
      const kindWords = { changelog: ['fix', 'fixed', 'version', 'when did'] };
      const query = 'when did figma frames inside sections fixed';
      expect((await rankedUrls(specs, query, [], kindWords))[0]).toBe('/changelog/#h');
    });

    it('counts no summary as that heading: the part under the title keeps its place', async () => {
      // The release notes' summary, indexed as the heading of the part under their title, says "fixes".
      const pages: PageSpec[] = [
        ...subject('fixes').map(([url, title, text]) => ({
          url,
          lvl0: 'M',
          title,
          kind: 'docs' as const,
          sections: [[1, null, null, [text]]] as PageSpec['sections'],
        })),
        {
          url: '/changelog/',
          lvl0: 'Changelog',
          title: 'Changelog',
          kind: 'changelog',
          summary: 'Release notes: fixes.',
          sections: [[1, null, null, ['Release notes: fixes.', 'Figma frames inside sections.']]],
        },
        ...emptyPages('M'),
      ];
      const small = fixtureEngine({ pages, synonyms: [], kindWords: { changelog: ['fix'] } }).client;
      const { results } = await small.search({
        requests: [{ indexName: 'm', query: 'figma frames inside sections fixes', hitsPerPage: 5 }],
      });
      expect(String(results[0].hits[0].url)).toBe('/docs/f/figma/');
    });
  });

  it('a decimal is no version: "0.80" asks for nothing', async () => {
    const decimals = [
      ['/docs/f/heal/', 'Heal threshold', 'The threshold is 0.80 by default.'],
      ['/changelog/', 'Changelog', 'Typed fast.', 'Threshold 0.80'],
    ];
    const urls = await rankedUrls(decimals, '0.80', [], { changelog: ['version'] });
    expect(urls.slice(0, 2)).toEqual(['/docs/f/heal/', '/changelog/#h']);
  });
});

describe('a common bare number: no hit on its own when the query has a word besides', () => {
  // "2" on a page of hits' worth of pages (SEARCH.hitsPerPage), "3128" on one.
  const numbered = [
    ['/docs/n/wcag/', 'Accessibility rules', 'Rules for WCAG 2.2 level AA.'],
    ['/docs/n/exit/', 'Exit codes', 'The CLI exits with code 2 when no device is found.'],
    ['/docs/n/proxy/', 'Runner proxy', 'Set HTTPS_PROXY to port 3128.'],
    ...Array.from({ length: SEARCH.hitsPerPage }, (_, i) => [`/docs/n/count-${i}/`, `Count ${i}`, 'Retry 2 times.']),
  ];
  it.each([
    ['a word nothing holds leaves no hit, not every page with the number', 'SOC 2', []],
    ['with a word that matches, only the sections holding the word', 'exit 2 ', ['/docs/n/exit/']],
    ['a version is no bare number', 'wcag 2.2 ', ['/docs/n/wcag/']],
    ['a rare number still finds its page beside a word nothing holds', 'haproxy 3128', ['/docs/n/proxy/']],
  ])('%s: %s', async (_name, query, expected) => {
    expect((await rankedUrls(numbered, query)).sort()).toEqual(expected);
  });

  it('a number alone still finds every page that holds it', async () => {
    expect(await rankedUrls(numbered, '2 ')).toHaveLength(10);
  });
});

describe("Algolia's exact on a single-word query: a title that is the word alone", () => {
  it.each([
    [
      'above a title that holds it among others, earlier on the site',
      [
        ['/docs/e/headless/', 'Secrets in headless runs', ''],
        ['/docs/e/secrets/', 'Secrets', ''],
      ],
      'secrets ',
      ['/docs/e/secrets/', '/docs/e/headless/'],
    ],
    [
      'in its plural or singular, a site page above a docs page (as Algolia, before the custom ranking)',
      [
        ['/docs/e/files/', 'Test file uploads and downloads', ''],
        ['/downloads/', 'Downloads', ''],
      ],
      'download ',
      ['/downloads/', '/docs/e/files/'],
    ],
    [
      'not for a query of two words',
      [
        ['/docs/e/headless/', 'Secrets in headless runs', ''],
        ['/docs/e/secrets/', 'Secrets', 'Runs read them.'],
      ],
      'secrets runs ',
      ['/docs/e/headless/', '/docs/e/secrets/'],
    ],
  ])('%s', async (_name, specs, query, expected) => {
    expect((await rankedUrls(specs, query)).slice(0, 2)).toEqual(expected);
  });
});

describe("the hits a query has: those matching as many words as the best hit, and each kind's first page", () => {
  // Docs pages holding "runner proxy settings" whole, and two more in another docs section, one
  // holding two of the words and one holding one; a post holding two, and posts holding one.
  const page = (url: string, text: string, lvl0 = 'P'): PageSpec => ({
    url,
    lvl0,
    title: url.split('/').at(-2)!,
    kind: url.startsWith('/blog/') ? 'blog' : 'docs',
    sections: [[1, null, null, [text]]],
  });
  const pages = (full: number, postsWithOne: number, extra: PageSpec[] = []): PageSpec[] => [
    ...Array.from({ length: full }, (_, i) => page(`/docs/p/full-${i}/`, 'Proxy settings for the runner.')),
    page('/docs/r/two/', 'Proxy settings.', 'R'),
    page('/docs/r/one/', 'The runner.', 'R'),
    page('/blog/two/', 'Proxy settings.'),
    ...Array.from({ length: postsWithOne }, (_, i) => page(`/blog/one-${i}/`, 'The runner.')),
    ...extra,
    ...emptyPages('Q'),
  ];
  const search = async (specs: PageSpec[], query: string, kind?: string) => {
    const { client } = fixtureEngine({ pages: specs });
    const request = { indexName: 'm', query, hitsPerPage: 100, facets: ['kind'] };
    const { results } = await client.search({
      requests: [{ ...request, ...(kind ? { facetFilters: [`kind:${kind}`] } : {}) }],
    });
    const urls = results[0].hits.map((h) => String(h.url));
    return { nbHits: results[0].nbHits, urls, blog: results[0].facets?.kind?.blog ?? 0 };
  };
  const page1 = SEARCH.hitsPerPage;
  it.each([
    [
      "a page of docs hits holding every word: a docs page short of one is none, though its section's first; a post short of one is one of the posts' first page",
      page1,
      1,
      'runner proxy settings',
      undefined,
      page1 + 2,
      ['/blog/one-0/'],
      ['/docs/r/two/', '/docs/r/one/'],
    ],
    [
      'fewer docs hits than a page: the docs pages short of words fill it, after the others',
      3,
      1,
      'runner proxy settings',
      undefined,
      3 + 2 + 2,
      ['/docs/r/two/', '/docs/r/one/'],
      [],
    ],
    [
      'of two words, a page of docs hits holding both: one word is none',
      page1,
      1,
      'runner proxy',
      undefined,
      page1 + 2,
      ['/blog/one-0/'],
      ['/docs/r/two/', '/docs/r/one/'],
    ],
    [
      'a kind whose best holds fewer words than the best hit: its first page, however many hold as many',
      page1,
      page1 + 1,
      'runner proxy',
      undefined,
      page1 + page1,
      [],
      ['/docs/r/two/', '/docs/r/one/'],
    ],
    [
      'a kind chosen: its hits, as many as its chip counts beside the others',
      page1,
      page1 + 1,
      'runner proxy settings',
      'blog',
      page1,
      ['/blog/two/', `/blog/one-${page1 - 2}/`],
      [`/blog/one-${page1 - 1}/`],
    ],
  ])('%s', async (_name, full, postsWithOne, query, kind, nbHits, listed, unlisted) => {
    const found = await search(pages(full, postsWithOne), query, kind);
    expect(found.nbHits).toBe(nbHits);
    for (const url of listed) expect(found.urls).toContain(url);
    for (const url of unlisted) expect(found.urls).not.toContain(url);
    if (kind) expect((await search(pages(full, postsWithOne), query)).blog).toBe(nbHits);
  });

  it('counts the words matched filler words apart: a hit that also holds "using" sets no higher bar', async () => {
    const using = page('/docs/p/using/', 'Using proxy settings for the runner.');
    const found = await search(pages(page1 + 2, 1, [using]), 'runner proxy settings using');
    expect(found.nbHits).toBe(page1 + 3 + 2);
    expect(found.urls).toContain(`/docs/p/full-${page1 + 1}/`);
  });
});
