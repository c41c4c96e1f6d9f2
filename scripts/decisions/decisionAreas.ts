/**
 * Which part of the console each decision record is about, and the few records a newcomer reads first: the two
 * columns of docs/decisions/README.md that the records themselves do not carry. A new record gets its number added
 * to one area here; `tests/tools/decisions.test.ts` fails on a record with no area or with two.
 */

/** Area → its records' numbers, in the order the index lists the areas. */
export const DECISION_AREAS: Readonly<Record<string, readonly number[]>> = {
  Foundations: [3, 63, 80, 112, 113, 121, 125, 191, 194, 333, 400, 401],
  'Sessions and access': [
    1, 2, 10, 21, 31, 40, 45, 103, 104, 105, 111, 114, 156, 192, 245, 246, 265, 288, 364,
  ],
  'Input, versions and limits': [100, 101, 102, 106, 107, 108, 109, 110, 187, 188, 189, 300, 325, 363],
  'Store and scale': [
    11, 23, 61, 157, 158, 160, 224, 225, 226, 242, 263, 313, 320, 324, 327, 331, 332, 334, 340, 354, 381, 383,
    388, 397, 399, 403, 409, 410,
  ],
  Lists: [20, 22, 30, 32, 122, 164, 165, 166, 231, 266, 267],
  'Quiz editor': [
    35, 36, 37, 38, 39, 41, 42, 43, 44, 47, 48, 49, 50, 51, 52, 53, 54, 81, 82, 83, 84, 85, 87, 88, 89, 115,
    167, 168, 169, 170, 171, 172, 261, 262, 284, 336, 337,
  ],
  'Question types and banks': [
    153, 195, 196, 198, 199, 202, 203, 206, 232, 258, 260, 276, 279, 291, 292, 293, 294, 295, 297, 298, 299,
    305, 306, 307, 308, 310, 311, 323, 341, 350, 367, 378, 379, 380, 384, 387, 389, 391, 394, 396, 404, 406,
  ],
  'Imports and exports': [
    55, 56, 57, 58, 59, 60, 62, 68, 69, 70, 71, 73, 152, 154, 155, 197, 204, 205, 213, 221, 222, 223, 236,
    237, 259, 277, 280, 282, 283, 285, 309, 312, 343, 349, 371, 376, 382, 390, 392, 393, 395, 398, 402, 405,
    407, 408,
  ],
  'Question generation': [180, 207, 252, 296, 344, 365],
  'Student page': [67, 72, 136, 137, 138, 139, 140, 141, 151, 210, 230, 264, 322, 326, 329, 338, 342],
  'Results and dashboard': [65, 145, 146, 150, 176, 177, 178, 209, 211, 212, 219, 339, 352],
  'Classes and playlists': [
    66, 78, 116, 117, 118, 119, 120, 132, 133, 134, 135, 214, 217, 218, 248, 269, 290, 353, 359, 360,
  ],
  'Site administration': [
    75, 76, 77, 79, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 163, 181, 271, 345, 347, 348, 355, 368,
  ],
  'LTI and single sign-on': [
    182, 183, 184, 185, 186, 220, 253, 255, 256, 257, 272, 366, 373, 374, 375, 385, 386,
  ],
  Interface: [86, 161, 162, 173, 174, 175, 179, 270, 275, 278, 286, 289, 328, 351],
  Operations: [46, 159, 190, 227, 228, 229, 254, 301, 303, 335, 356, 357, 358, 361, 362, 369],
  'Tests and tooling': [4, 201, 273, 274, 281, 287, 302, 304, 330],
  Publishing: [314, 315, 316, 317, 318, 319, 321],
};

/**
 * At most 15 records a newcomer reads before changing anything, each with what it teaches. Accepted ones: a record
 * a later one replaced whole is not a place to start.
 */
export const READ_FIRST: readonly { readonly number: number; readonly teaches: string }[] = [
  { number: 121, teaches: 'the layers, and how every machine gets its effects' },
  { number: 11, teaches: 'one set of migrations and queries for both stores' },
  { number: 10, teaches: 'access and refresh tokens; read ADRs 103 and 104 with it' },
  { number: 111, teaches: 'the route table the authorization matrix is generated from' },
  { number: 105, teaches: 'hidden records answer 404, exactly like missing ones' },
  { number: 192, teaches: "the console offers what the server's capability table allows" },
  { number: 106, teaches: 'the bounds behind every 400, from `src/domain/shared/fields.ts`' },
  { number: 109, teaches: 'the `version` column and the 409 on a stale save' },
  { number: 39, teaches: "the quiz editor's history of events and patches" },
  { number: 195, teaches: 'what a type folder holds, and the registry that lists it' },
  { number: 139, teaches: "the student page's API: a token as credential, a row lock per assignment" },
  { number: 20, teaches: 'filters, sorts and pages read in one place, the query in the URL' },
  { number: 159, teaches: 'one storage interface: the disk by default, a bucket past one machine' },
  { number: 158, teaches: 'what `WORKERS` does, and jobs claimed once across processes' },
  { number: 179, teaches: 'language codes, catalogs and direction' },
];

/** The area of record `number` ('NNN'), or undefined when the table gives it none. */
export function areaOf(number: string): string | undefined {
  const n = Number(number);
  return Object.keys(DECISION_AREAS).find((area) => DECISION_AREAS[area]!.includes(n));
}
