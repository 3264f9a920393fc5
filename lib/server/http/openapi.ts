import 'server-only';
import { z } from 'zod';
import * as accounts from '@/lib/api/contracts/accounts';
import * as distribution from '@/lib/api/contracts/distribution';
import * as billing from '@/lib/api/contracts/billing';
import { feedbackBody, feedbackData } from '@/lib/api/contracts/feedback';
import { httpStatusOf, type ErrorCodeValue } from '@/lib/api/errors';

type Op = {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  auth?: boolean;
  body?: z.ZodType;
  /** Query parameters (GET), described from their contract. */
  query?: z.ZodObject;
  multipart?: boolean;
  data: z.ZodType;
  errors: ErrorCodeValue[];
};

// Every account call: the contracts are the source, this list only says where each one is used.
const ops: Op[] = [
  {
    method: 'post',
    path: '/common-api/v1/login',
    summary: 'Sign in with e-mail and password',
    body: accounts.loginBody,
    data: accounts.loginData,
    errors: [400016, 400002, 400102, 422],
  },
  { method: 'delete', path: '/common-api/v1/logout', summary: 'Sign out (deletes the session on the server)', data: z.null(), errors: [] },
  {
    method: 'post',
    path: '/common-api/v1/signup',
    summary: 'Create an account; mails a verification link (same answer for taken addresses)',
    body: accounts.signupBody,
    data: accounts.acceptedData,
    errors: [400102, 400103, 422],
  },
  {
    method: 'post',
    path: '/common-api/v1/complete-signup',
    summary: 'Verify the address with the mailed token and sign in',
    body: accounts.completeSignupBody,
    data: accounts.loginData,
    errors: [400047, 422],
  },
  {
    method: 'post',
    path: '/common-api/v1/resend-activate-email',
    summary: 'Mail the verification link again (once a minute)',
    body: accounts.emailOnlyBody,
    data: accounts.acceptedData,
    errors: [400102, 422],
  },
  {
    method: 'post',
    path: '/common-api/v1/forgot-password',
    summary: 'Mail a password reset link (same answer for any address)',
    body: accounts.emailOnlyBody,
    data: accounts.acceptedData,
    errors: [400102, 422],
  },
  {
    method: 'post',
    path: '/common-api/v1/reset-password',
    summary: 'Set a new password with the mailed token; ends every session',
    body: accounts.resetPasswordBody,
    data: accounts.acceptedData,
    errors: [400047, 422],
  },
  {
    method: 'get',
    path: '/common-api/v1/auth-google/auth-url',
    summary: 'What the Google popup needs, with a one-time state/nonce',
    data: accounts.authUrlData,
    errors: [],
  },
  {
    method: 'post',
    path: '/common-api/v1/auth-google/login',
    summary: 'Sign in with a Google authorization code or ID token',
    body: accounts.googleLoginBody,
    data: accounts.loginData,
    errors: [400201, 400202, 422],
  },
  {
    method: 'get',
    path: '/common-api/v1/auth-apple/auth-url',
    summary: 'What Apple sign-in needs, with a one-time nonce',
    data: accounts.authUrlData,
    errors: [],
  },
  {
    method: 'post',
    path: '/common-api/v1/auth-apple/login',
    summary: 'Sign in with an Apple identity token',
    body: accounts.appleLoginBody,
    data: accounts.loginData,
    errors: [400201, 400202, 422],
  },
  {
    method: 'post',
    path: '/common-api/v1/feedback',
    summary: 'Send feedback (JSON, or multipart with a `screenshot` file ≤ 5 MB: PNG, JPEG, WebP)',
    body: feedbackBody,
    multipart: true,
    data: feedbackData,
    errors: [413, 415, 422],
  },
  { method: 'get', path: '/self-api/v1/user', summary: 'The signed-in user, quotas and rank', auth: true, data: accounts.loginData, errors: [401] },
  {
    method: 'put',
    path: '/self-api/v1/user',
    summary: 'Change name and/or language',
    auth: true,
    body: accounts.updateUserBody,
    data: accounts.loginData,
    errors: [401, 422],
  },
  {
    method: 'delete',
    path: '/self-api/v1/user',
    summary: 'Delete the account and its personal data',
    auth: true,
    body: accounts.deleteAccountBody,
    data: z.null(),
    errors: [401, 400017, 400203],
  },
  {
    method: 'put',
    path: '/self-api/v1/user/password',
    summary: 'Change the password; other sessions end',
    auth: true,
    body: accounts.changePasswordBody,
    data: z.null(),
    errors: [401, 400017, 400204, 422],
  },
  {
    method: 'get',
    path: '/self-api/v1/user/sign-in-methods',
    summary: 'Password and linked Google/Apple identities',
    auth: true,
    data: accounts.signInMethodsData,
    errors: [401],
  },
  {
    method: 'post',
    path: '/common-api/v1/distribution',
    summary: 'Apply to the affiliate programme (pending until reviewed; a rejected applicant may apply again)',
    auth: true,
    body: distribution.createDistributionBody,
    data: distribution.distributionSchema,
    errors: [401, 400501, 400102, 422],
  },
  {
    method: 'get',
    path: '/common-api/v1/distribution/show',
    summary: "The caller's affiliate state, code, counts and commission totals (null before applying)",
    auth: true,
    data: distribution.showDistributionData,
    errors: [401],
  },
  {
    method: 'get',
    path: '/common-api/v1/distribution/record-list',
    summary: 'Referred sign-ups, payments and reversals, newest first, e-mails masked (query page, page_size, type)',
    auth: true,
    query: distribution.recordListQuery,
    data: distribution.recordListData,
    errors: [401, 400502, 422],
  },
  {
    method: 'get',
    path: '/common-api/v1/distribution/check-code',
    summary: 'Whether a code belongs to an active affiliate (query code)',
    query: distribution.checkCodeQuery,
    data: distribution.checkCodeData,
    errors: [400102, 422],
  },
  {
    method: 'get',
    path: '/common-api/v1/distribution/settle-list',
    summary: "The caller's payouts by month with their state (query page, page_size)",
    auth: true,
    query: distribution.settleListQuery,
    data: distribution.settleListData,
    errors: [401, 400502, 422],
  },
  {
    method: 'get',
    path: '/common-api/v1/distribution/commission',
    summary: 'Commission by state, threshold, next settlement date and the last 90 days',
    auth: true,
    data: distribution.commissionData,
    errors: [401, 400502],
  },
  {
    method: 'post',
    path: '/common-api/v1/distribution/update-info',
    summary: 'Change the PayPal address (password asked again; the old address is told)',
    auth: true,
    body: distribution.updateInfoBody,
    data: distribution.updateInfoData,
    errors: [401, 400017, 400502, 400102, 422],
  },
  {
    method: 'post',
    path: '/common-api/v1/distribution/click',
    summary: 'Count a visit through ?ref= (once per visitor and code a day; bots, prefetches and unknown codes not counted)',
    body: distribution.clickBody,
    data: distribution.clickData,
    errors: [400102, 422],
  },
  {
    method: 'get',
    path: '/common-api/v1/distribution/get-code-list',
    summary: "Share links with the caller's code for each landing page and tool",
    auth: true,
    data: distribution.codeListData,
    errors: [401, 400502],
  },
  {
    method: 'post',
    path: '/self-api/v1/billing/checkout',
    summary: 'A Stripe Checkout Session for `{pack}` or `{plan, interval}` from our price table; answers the Checkout URL',
    auth: true,
    body: billing.checkoutBody,
    data: billing.redirectData,
    errors: [401, 400401, 400402, 400102, 422],
  },
  {
    method: 'post',
    path: '/self-api/v1/billing/portal',
    summary: 'A Stripe Billing Portal session (manage or cancel the subscription, invoices)',
    auth: true,
    data: billing.redirectData,
    errors: [401, 400401, 400404, 400102],
  },
  {
    method: 'get',
    path: '/self-api/v1/billing',
    summary: 'Plan, subscription status and renewal date, credits of each allowance, orders with receipt links',
    auth: true,
    data: billing.billingData,
    errors: [401],
  },
  {
    method: 'post',
    path: '/common-api/v1/billing/requests',
    summary: 'A request for a custom volume or a classroom; stored and confirmed by e-mail',
    body: billing.quantityRequestBody,
    data: billing.quantityRequestData,
    errors: [400102, 422],
  },
  {
    method: 'post',
    path: '/common-api/v1/billing/stripe-webhook',
    summary: 'Stripe events (raw body, `Stripe-Signature` checked with a 300 s tolerance); each event id handled once; 500 lets Stripe retry',
    data: billing.webhookData,
    errors: [400401, 400403],
  },
  {
    method: 'get',
    path: '/self-api/v1/signup/check-cf-required',
    summary: 'Whether sign-up from this address needs Cloudflare Turnstile',
    data: accounts.cfRequiredData,
    errors: [],
  },
];

const schema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' });

function envelope(data: z.ZodType) {
  return { type: 'object', required: ['code', 'message', 'data'], properties: { code: { type: 'integer' }, message: { type: 'string' }, data: schema(data) } };
}

function queryParameters(query: z.ZodObject) {
  const json = schema(query) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({ name, in: 'query', required: json.required?.includes(name) ?? false, schema: s }));
}

const errorEnvelope = { $ref: '#/components/schemas/ErrorEnvelope' };

function operation(op: Op) {
  const responses: Record<string, unknown> = { 200: { description: 'code 200', content: { 'application/json': { schema: envelope(op.data) } } } };
  const codes: ErrorCodeValue[] = [...op.errors, 400, 403, 413, 415, 500];
  for (const code of codes) {
    const status = String(httpStatusOf[code]);
    const entry = (responses[status] ??= { description: '', content: { 'application/json': { schema: errorEnvelope } } }) as { description: string };
    entry.description = [entry.description, `code ${code}`].filter(Boolean).join(', ');
  }
  const content: Record<string, unknown> = {};
  if (op.body) content['application/json'] = { schema: schema(op.body) };
  if (op.body && op.multipart) {
    const form = schema(op.body) as { properties?: Record<string, unknown> };
    content['multipart/form-data'] = { schema: { ...form, properties: { ...form.properties, screenshot: { type: 'string', format: 'binary' } } } };
  }
  return {
    summary: op.summary,
    ...(op.auth && { security: [{ session: [] }] }),
    ...(op.query && { parameters: queryParameters(op.query) }),
    ...(op.body && { requestBody: { required: true, content } }),
    responses,
  };
}

/** OpenAPI 3.1 description of the account API, generated from the zod contracts. */
export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of ops) (paths[op.path] ??= {})[op.method] = operation(op);
  return {
    openapi: '3.1.0',
    info: { title: 'Colorwell API', version: '1', description: 'Every answer is {code, message, data}; code 200 is success. See docs/api.md.' },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'colorwell_session' } },
      schemas: {
        ErrorEnvelope: {
          type: 'object',
          required: ['code', 'message', 'data'],
          properties: { code: { type: 'integer' }, message: { type: 'string', description: "Translated to the request's language" }, data: {} },
        },
      },
    },
  };
}
