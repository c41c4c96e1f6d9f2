/** The lti area's strings (issue 19). */
export const lti = {} as const;
