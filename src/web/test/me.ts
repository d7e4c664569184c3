/** The member `GET /api/me` answers with in component tests: Ada, free unless a test says otherwise. */
export function memberMe(extra: { isPremium?: boolean; isAdmin?: boolean } = {}) {
  return {
    id: 'u1',
    email: 'ada@example.com',
    username: 'ada',
    name: 'Ada',
    avatarUrl: null,
    isPremium: false,
    isAdmin: false,
    ...extra,
  };
}
