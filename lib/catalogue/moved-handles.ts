// Catalogue pages whose handle changed when their subject moved to a background that suits it: the carp streamer
// and the Tanabata bamboo had stood in a kitchen and at a party, a balloon in a kitchen, a xylophone in a street.
// Each old handle names the page that took its place (same subject, audience and seed), so a shared link, a
// search engine's index or a saved colouring of the old page still finds it; the edge answers the old URL
// with a permanent redirect to the new one (lib/middleware/moved-pages.ts).
export const MOVED_HANDLES: Readonly<Record<string, string>> = {
  'carp-streamer-at-the-party': 'carp-streamer-in-the-meadow',
  'carp-streamer-in-the-kitchen': 'carp-streamer-in-the-sky',
  'tanabata-tree-at-the-party': 'tanabata-tree-at-night',
  'tanabata-tree-in-the-kitchen': 'tanabata-tree-in-the-meadow',
  'balloon-in-the-kitchen': 'balloon-in-the-sky',
  'xylophone-in-the-city': 'xylophone-in-the-kitchen',
};
