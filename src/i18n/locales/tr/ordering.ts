/** Turkish (tr): the ordering question's editor and answer key, from src/i18n/en/ordering.ts. */
export const ordering = {
  name: 'Sıralama',
  items: 'Doğru sıradaki öğeler',
  hint: 'Öğrenciler öğeleri karışık görür ve bu sıraya koyar.',
  item: 'Öğe {{number}}',
  addItem: 'Öğe ekle',
  removeItem: 'Öğe {{number}} kaldır',
  rightOrder: 'Doğru sıra',
  error_itemEmpty: 'Öğeler boş olmamalıdır.',
  error_itemDuplicated: 'Öğeler tekrarlanmamalıdır.',
  scoring: 'Puanlama',
  scoringPartial: 'Kısmi puan: ardından doğru sonraki öğe gelen her öğe puanlardan bir pay alır',
  scoringAllOrNothing: 'Ya hep ya hiç: puanlar yalnızca sıranın tamamı doğruysa verilir',
} as const;
