/**
 * Where a student downloads a file they sent as an answer (ADR 294), without zod: the student page's first script
 * links it (ADR 140). The server's route is the same path (takeContract.ts's TAKE_PATHS.fileDownload).
 */
export const takeFileDownloadPath = (token: string, fileId: string) => `/api/take/${token}/files/${fileId}`;

/** A personal link's token (as TAKE_TOKEN_PATTERN): a preview's stand-in token has no files to download. */
export const isLinkToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
