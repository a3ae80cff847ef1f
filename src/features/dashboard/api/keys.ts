/** The signed-in person as the auth server describes them (ideas, stats and guides keys live in src/lib/api). */
export const dashboardKeys = {
  user: ['auth', 'user'] as const,
};
