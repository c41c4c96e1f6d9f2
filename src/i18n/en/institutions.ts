/** The institutions area's strings (issue 19). */
export const institutions = {} as const;
