// Query keys as constants (t3 / commerce TAGS): one place to see what is cached and to invalidate it.
export const queryKeys = {
  user: ['self', 'user'] as const,
  signupCheckCfRequired: ['self', 'signup', 'check-cf-required'] as const,
  billing: ['self', 'billing'] as const,
  distribution: {
    all: ['distribution'] as const,
    show: ['distribution', 'show'] as const,
    checkCode: (code: string) => ['distribution', 'check-code', code] as const,
    recordList: (params: object = {}) => ['distribution', 'record-list', params] as const,
    settleList: (params: object = {}) => ['distribution', 'settle-list', params] as const,
    commission: (params: object = {}) => ['distribution', 'commission', params] as const,
    codeList: ['distribution', 'get-code-list'] as const,
  },
} as const;
