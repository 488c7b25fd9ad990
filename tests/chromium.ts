// Debian's Chromium, never a downloaded browser. The flags keep it off the network, which is
// closed here: without them Chromium keeps trying to reach Google's hosts.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
