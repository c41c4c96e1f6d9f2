/** The identityProviders area's strings (issue 19). */
export const identityProviders = {} as const;
