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
  scoringRightMinusWrong:
    'Doğru eksi yanlış: her doğru çift kendi payını alır, yanlış cevaplanan her ifade bir pay düşürür (asla 0’ın altına inmez); boş bırakılan ifade hesaba katılmaz',
  places: 'Resimdeki yerler',
  placesOn: 'Her ifade sorunun resminde bir yerdir',
  placesHint:
    'Öğrenciler her yerin çizildiği ve ifadesinin adıyla adlandırıldığı resmi görür ve her yer için cevabı seçer.',
  addImageFirst: 'Yukarıya bir resim ekleyin, ardından her ifadenin yerini üzerine koyun.',
  drawFor: 'Yerini çiz:',
  imageAlt: '{{label}} resmindeki yerler',
  addPlace: '{{number}}. ifade için yer ekle',
  error_placesIncomplete: 'Her ifadenin resimde bir yeri olmalı ya da hiçbirinin olmamalı.',
  error_placesNeedImage: 'Resimdeki ifadeler sorunun resmini gerektirir: yukarıya bir resim ekleyin.',
} as const;
