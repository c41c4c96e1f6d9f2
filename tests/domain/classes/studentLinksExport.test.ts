import {
  studentLinksCsv,
  studentLinksFileName,
  studentLinksText,
} from '../../../src/domain/classes/studentLinksExport';

const links = [
  { email: 'ada@school.example', link: 'https://q.example/take/a', studentState: 'late' as const },
  { email: 'bob,jr@school.example', link: 'https://q.example/take/b' },
];

test('Copy all is one line per student: the e-mail, a tab, the link', () => {
  expect(studentLinksText(links)).toBe(
    'ada@school.example\thttps://q.example/take/a\nbob,jr@school.example\thttps://q.example/take/b',
  );
});

test('Download is a CSV with a byte-order mark, the state in words, fields quoted where needed', () => {
  expect(studentLinksCsv(links)).toBe(
    '\uFEFFEmail,State,Link\r\nada@school.example,Late,https://q.example/take/a\r\n"bob,jr@school.example",,https://q.example/take/b\r\n',
  );
  expect(studentLinksFileName('Cells: week 1/2')).toBe('Cells week 1 2 student links.csv');
});
