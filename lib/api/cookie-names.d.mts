export const SESSION_COOKIE: 'colorwell_session';
export const SECURE_SESSION_COOKIE: '__Host-colorwell_session';
export const LOGIN_FLAG_COOKIE: 'colorwell_login';
export const REF_COOKIE: 'colorwell_REF_CODE';
export const UTM_COOKIE: 'colorwell_utm';
