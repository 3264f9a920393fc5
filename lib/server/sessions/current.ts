import 'server-only';

export type SessionUser = {
  id: string;
  email: string;
  name: string | null;
  locale: string | null;
};

/** The signed-in user of this request, or null. Checked again by every protected page and API. */
export async function getSessionUser(): Promise<SessionUser | null> {
  return null;
}
