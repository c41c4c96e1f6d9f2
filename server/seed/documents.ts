/**
 * Seed class documents of each viewer format: a one-page PDF, a PNG and a .docx, generated here (no binaries in
 * the repository) into `${storageDir}/documents/seed/`. Idempotent: does nothing once a class exists.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

const DIR = 'documents/seed';

/** A valid single-page PDF with one line of text; the xref offsets are computed, not hard-coded. */
export function samplePdf(text: string): Uint8Array {
  const stream = `BT /F1 24 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return strToU8(body);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A valid RGB PNG of a diagonal gradient. */
export function samplePng(width = 160, height = 90): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      raw[row + 1 + x * 3] = Math.round((x / width) * 255);
      raw[row + 2 + x * 3] = Math.round((y / height) * 255);
      raw[row + 3 + x * 3] = 160;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** A minimal valid WordprocessingML package with one paragraph. */
export function sampleDocx(text: string): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    ),
  });
}

const DOCUMENTS = [
  {
    name: 'syllabus.pdf',
    file: 'syllabus.pdf',
    mime: 'application/pdf',
    make: () => samplePdf('Course syllabus'),
  },
  { name: 'cell-diagram.png', file: 'cell-diagram.png', mime: 'image/png', make: () => samplePng() },
  {
    name: 'lab-notes.docx',
    file: 'lab-notes.docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    make: () => sampleDocx('Lab notes'),
  },
] as const;

export async function seedClassDocuments(db: Kysely<Database>, storageDir: string): Promise<void> {
  await mkdir(join(storageDir, DIR), { recursive: true });
  const files = DOCUMENTS.map((doc) => ({ ...doc, bytes: doc.make() }));
  for (const doc of files) await writeFile(join(storageDir, DIR, doc.file), doc.bytes);
  if (await db.selectFrom('classes').select('id').limit(1).executeTakeFirst()) return;
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@demo.test')
    .executeTakeFirst();
  await db.transaction().execute(async (trx) => {
    const klass = await trx
      .insertInto('classes')
      .values({ title: 'Introduction to Cell Biology', owner_user_id: owner?.id ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('class_documents')
      .values(
        files.map((doc) => ({
          class_id: klass.id,
          file_name: doc.name,
          mime_type: doc.mime,
          size: doc.bytes.length,
          storage_path: `${DIR}/${doc.file}`,
          uploaded_by: owner?.id ?? null,
        })),
      )
      .execute();
  });
}
