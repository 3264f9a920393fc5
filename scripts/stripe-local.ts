// `npm run stripe:local`: the site against the local Stripe stand-in, so a purchase can be tried end
// to end offline. The stand-in serves a test checkout page and signs its webhook events; nothing
// here is used by the site in production.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startStripeStandIn } from './stripe-stand-in/server';

const port = Number(process.env.PORT || 3000);
const standInPort = Number(process.env.STRIPE_STAND_IN_PORT || 12111);
const webhookSecret = 'whsec_local_stand_in';
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const stripe = await startStripeStandIn({ port: standInPort, webhookUrl: `http://127.0.0.1:${port}/common-api/v1/billing/stripe-webhook`, webhookSecret });
console.log(`[stripe:local] Stripe stand-in at ${stripe.url} (test checkout pages, signed webhooks)`);

const site = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    APP_URL: process.env.APP_URL || `http://localhost:${port}`,
    STRIPE_SECRET_KEY: 'sk_test_local_stand_in',
    ...stripe.env,
  },
});

const stop = () => {
  site.kill('SIGTERM');
  void stripe.close();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
site.on('exit', (code) => {
  void stripe.close().then(() => process.exit(code ?? 0));
});
