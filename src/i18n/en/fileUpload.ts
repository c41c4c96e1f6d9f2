/** The console's strings of file upload questions (ADR 294): the editor, the answer key and the files in results. */
export const fileUpload = {
  name: 'File upload',
  handScored:
    'Students answer by sending a file (a report, a photo of their working); a teacher grades it: its attempt shows “Needs grading” until the answer has points.',
  kinds: 'Kinds of file taken',
  kindsHint:
    'Extensions such as .pdf or types such as image/*, separated by commas. Leave empty to take any file.',
  anyKind: 'Any kind of file',
  maxSize: 'Largest file (MB)',
  maxSizeHint: 'At most {{max}} MB. Leave empty for {{max}} MB.',
  maxFiles: 'Files per answer',
  instructions: 'Instructions for students',
  instructionsHint: 'Shown beside the file picker: what to send and how.',
  limits: 'Limits',
  oneFile: 'One file, up to {{size}}',
  manyFiles: 'Up to {{max}} files, each up to {{size}}',
  error_badKind: 'Write each kind of file as an extension such as .pdf or a type such as image/*.',
  error_tooManyKinds: 'A question takes at most 20 kinds of file.',
  error_noImage: 'A drawing question needs an image: add one above.',
  drawing: 'Student draws on the picture',
  drawingHint:
    'Students draw on the question’s image with a few colours and pen widths; the drawing is sent as one PNG file, or they send a picture instead. It needs the question’s image.',
  drawingKey: 'The student draws on the question’s image; the drawing is sent as a PNG file.',
  /** The student's files in results and grading. */
  download: 'Download {{name}} ({{size}})',
  downloadFailed: 'The file could not be downloaded. Try again.',
} as const;
