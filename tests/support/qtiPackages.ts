/**
 * Generated QTI 2.1 packages of a chosen size, for the heavy-work tests and the bench (ADR 102): `items` single-choice
 * items, each a file of its own whose prompt is padded to `promptBytes`, and their multipart upload body.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';

export interface QtiPackageShape {
  readonly items: number;
  readonly promptBytes: number;
}

export function qtiItemsPackage({ items, promptBytes }: QtiPackageShape): Uint8Array {
  const filler = 'Lorem ipsum dolor sit amet. '.repeat(Math.ceil(promptBytes / 28)).slice(0, promptBytes);
  const files: Zippable = {};
  const resources: string[] = [];
  for (let i = 1; i <= items; i++) {
    const href = `items/item${i}.xml`;
    resources.push(
      `<resource identifier="R${i}" type="imsqti_item_xmlv2p1" href="${href}"><file href="${href}"/></resource>`,
    );
    files[href] = strToU8(
      `<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="I${i}" title="Item ${i}">` +
        '<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">' +
        '<correctResponse><value>A</value></correctResponse></responseDeclaration><itemBody>' +
        `<choiceInteraction responseIdentifier="RESPONSE" maxChoices="1"><prompt>Question ${i}: ${filler}</prompt>` +
        '<simpleChoice identifier="A">Yes</simpleChoice><simpleChoice identifier="B">No</simpleChoice>' +
        '</choiceInteraction></itemBody></assessmentItem>',
    );
  }
  files['imsmanifest.xml'] = strToU8(
    '<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="M"><metadata><schema>QTIv2.1 Package' +
      `</schema></metadata><organizations/><resources>${resources.join('')}</resources></manifest>`,
  );
  return zipSync(files, { level: 6 });
}

/** A multipart/form-data body carrying one file in the field `file`. */
export function multipartUpload(name: string, bytes: Uint8Array): { body: Buffer; contentType: string } {
  const boundary = '----qti-package-upload';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: application/zip\r\n\r\n',
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
