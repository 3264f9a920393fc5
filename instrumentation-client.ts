// Runs in the browser before any of the app's own modules: zod decides whether to compile its parsers
// when a schema is created, which contract modules do as they load, so its setting must come first.
import './lib/api/zod-in-browser';
