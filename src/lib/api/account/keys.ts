/** The signed-in person as the auth server describes them. */
export const accountKeys = {
  user: ['auth', 'user'] as const,
};
