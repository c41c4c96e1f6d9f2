/** Turkish (tr): the matching question's editor and answer key, from src/i18n/en/matching.ts. */
export const matching = {
  name: 'Eşleştirme',
  pairs: 'Çiftler',
  pairsHint:
    'Her ifade doğru cevabıyla. Öğrenciler her ifade için alfabetik sırayla gösterilen tüm cevaplar arasından bir cevap seçer.',
  prompt: 'İfade {{number}}',
  answer: 'İfade {{number}} için cevap',
  addPair: 'Çift ekle',
  removePair: 'Çift {{number}} kaldır',
  distractors: 'Ek cevaplar',
  distractorsHint:
    'Seçenekler arasında gösterilen isteğe bağlı yanlış cevaplar; hiçbir ifadeyle eşleşmezler.',
  distractor: 'Ek cevap {{number}}',
  addDistractor: 'Ek cevap ekle',
  removeDistractor: 'Ek cevap {{number}} kaldır',
  rightPairs: 'Doğru çiftler',
  pair: '{{prompt}} → {{answer}}',
  error_promptEmpty: 'İfadeler boş olmamalıdır.',
  error_promptDuplicated: 'İfadeler tekrarlanmamalıdır.',
  error_answerEmpty: 'Cevaplar boş olmamalıdır.',
  error_distractorEmpty: 'Ek cevaplar boş olmamalıdır.',
  error_distractorPaired: 'Bir ek cevap, bir ifadenin cevabı olmamalıdır.',
  scoring: 'Puanlama',
  scoringPartial: 'Kısmi puan: her doğru çift puanlardan kendi payını alır',
  scoringAllOrNothing: 'Ya hep ya hiç: puanlar yalnızca her çift doğruysa verilir',
} as const;
