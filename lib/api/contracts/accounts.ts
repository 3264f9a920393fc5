import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { displayNameText } from './text';

// Account and profile calls; shared by handlers, client and tests.
// Passwords: 8–128 characters exactly as typed; common ones are refused server-side.
const email = z.email().max(254);
const password = z.string().min(8).max(128);
const optionalText = (max: number) => z.string().max(max).nullish();

/** Attribution fields carried by sign-up and social sign-in. */
const attribution = {
  source: optionalText(2048),
  referral_url: optionalText(2048),
  distribution_code: optionalText(64),
};

export const loginBody = z.object({ email, password: z.string().min(1).max(128) });
export const signupBody = z.object({
  email,
  password,
  name: displayNameText({ max: 80 }).nullish(),
  /** Cloudflare Turnstile token, needed when check-cf-required says so. */
  cf_token: z.string().max(4096).nullish(),
  ...attribution,
});
export const completeSignupBody = z.object({ token: z.string().min(1).max(200) });
export const emailOnlyBody = z.object({ email });
export const resetPasswordBody = z.object({ token: z.string().min(1).max(200), password });
export const updateUserBody = z
  .object({ name: displayNameText({ min: 1, max: 80 }).optional(), locale: z.enum(locales).optional() })
  .refine((v) => v.name !== undefined || v.locale !== undefined, { message: 'empty', path: ['name'] });
export const changePasswordBody = z.object({ current_password: z.string().min(1).max(128), new_password: password });
export const deleteAccountBody = z.object({
  /** Accounts with a password confirm with it … */
  password: z.string().min(1).max(128).optional(),
  /** … social-only accounts type the confirmation phrase (DELETE). */
  confirmation: z.string().max(64).optional(),
});

export const googleLoginBody = z
  .object({
    /** Authorization code from the popup (with `state` from auth-url) … */
    code: z.string().min(1).max(4096).optional(),
    state: z.string().min(1).max(200).optional(),
    /** … or an ID token (One Tap) with the `nonce` from auth-url. */
    credential: z.string().min(1).max(8192).optional(),
    nonce: z.string().min(1).max(200).optional(),
    redirect_uri: optionalText(2048),
    ...attribution,
  })
  .refine((v) => (v.code && v.state) || (v.credential && v.nonce), { message: 'missing', path: ['code'] });
export const appleLoginBody = z.object({
  /** Apple's identity token (id_token) and the nonce from auth-apple/auth-url. */
  credential: z.string().min(1).max(8192),
  nonce: z.string().min(1).max(200),
  name: displayNameText({ max: 80 }).nullish(),
  redirect_uri: optionalText(2048),
  ...attribution,
});

export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  locale: z.enum(locales),
  email_verified: z.boolean(),
  has_password: z.boolean(),
  created_at: z.string(),
});
export const permissionQuotaSchema = z.object({
  permission_name: z.enum(['image_slow_prompts', 'image_priority_prompts']),
  quota: z.number(),
  used: z.number(),
  remaining: z.number(),
  resets_at: z.string().nullable(),
});
export const loginData = z.object({
  user: userSchema,
  permissions_quota: z.array(permissionQuotaSchema),
  rank: z.object({ permission: z.object({ image: z.enum(['free', 'priority']) }) }),
  onetime_user: z.boolean(),
});
export const authUrlData = z.object({
  /** False when no client id is configured: the client hides the button. */
  enabled: z.boolean(),
  client_id: z.string().nullable(),
  redirect_uri: z.string(),
  scope: z.string(),
  /** Echo as `state` (code popup) or put in the ID-token request as `nonce`; valid 10 minutes, once. */
  state: z.string().nullable(),
  nonce: z.string().nullable(),
});
export const cfRequiredData = z.object({ required: z.boolean(), site_key: z.string().nullable() });
export const signInMethodsData = z.object({
  password: z.boolean(),
  providers: z.array(z.object({ provider: z.enum(['google', 'apple']), email: z.string().nullable(), linked_at: z.string() })),
});
/** Answer of calls that say nothing more than "done" (and never whether an address exists). */
export const acceptedData = z.null();

export type LoginBody = z.infer<typeof loginBody>;
export type SignupBody = z.infer<typeof signupBody>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export type UpdateUserBody = z.infer<typeof updateUserBody>;
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
export type GoogleLoginBody = z.infer<typeof googleLoginBody>;
export type AppleLoginBody = z.infer<typeof appleLoginBody>;
export type LoginData = z.infer<typeof loginData>;
export type UserData = z.infer<typeof userSchema>;
export type PermissionQuota = z.infer<typeof permissionQuotaSchema>;
export type Rank = LoginData['rank'];
export type AuthUrlData = z.infer<typeof authUrlData>;
export type CfRequiredData = z.infer<typeof cfRequiredData>;
export type SignInMethodsData = z.infer<typeof signInMethodsData>;
