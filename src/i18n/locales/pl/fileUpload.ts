/** Polish (pl): file upload questions in the console (editor, answer key, files in results), from src/i18n/en/fileUpload.ts. */
export const fileUpload = {
  name: 'Przesłanie pliku',
  handScored:
    'Uczniowie odpowiadają, przesyłając plik (sprawozdanie, zdjęcie rozwiązania); nauczyciel go ocenia: do czasu przyznania punktów podejście pokazuje „Wymaga oceny”.',
  kinds: 'Przyjmowane rodzaje plików',
  kindsHint:
    'Rozszerzenia, np. .pdf, lub typy, np. image/*, oddzielone przecinkami. Zostaw puste, aby przyjmować każdy plik.',
  anyKind: 'Każdy rodzaj pliku',
  maxSize: 'Największy plik (MB)',
  maxSizeHint: 'Najwyżej {{max}} MB. Zostaw puste, aby przyjąć {{max}} MB.',
  maxFiles: 'Liczba plików w odpowiedzi',
  instructions: 'Wskazówki dla uczniów',
  instructionsHint: 'Wyświetlane obok wyboru pliku: co i jak przesłać.',
  limits: 'Ograniczenia',
  oneFile: 'Jeden plik, do {{size}}',
  manyFiles: 'Plików najwyżej: {{max}}, każdy do {{size}}',
  error_badKind: 'Zapisz każdy rodzaj pliku jako rozszerzenie (.pdf) lub typ (image/*).',
  error_tooManyKinds: 'Pytanie przyjmuje najwyżej 20 rodzajów plików.',
  error_noImage: 'Pytanie z rysowaniem wymaga obrazu: dodaj go powyżej.',
  drawing: 'Uczeń rysuje na obrazie',
  drawingHint:
    'Uczniowie rysują na obrazie pytania kilkoma kolorami i grubościami pisaka; rysunek jest wysyłany jako jeden plik PNG albo zamiast niego wysyłają zdjęcie. Pytanie wymaga obrazu.',
  drawingKey: 'Uczeń rysuje na obrazie pytania; rysunek jest wysyłany jako plik PNG.',
  download: 'Pobierz {{name}} ({{size}})',
  downloadFailed: 'Nie udało się pobrać pliku. Spróbuj ponownie.',
} as const;
