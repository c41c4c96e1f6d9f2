/** Hindi (hi): the ordering question's editor and answer key, from src/i18n/en/ordering.ts. */
export const ordering = {
  name: 'क्रम',
  items: 'सही क्रम में आइटम',
  hint: 'विद्यार्थी आइटम को मिश्रित क्रम में देखते हैं और उन्हें इस क्रम में लगाते हैं।',
  item: 'आइटम {{number}}',
  addItem: 'आइटम जोड़ें',
  removeItem: 'आइटम {{number}} हटाएँ',
  rightOrder: 'सही क्रम',
  error_itemEmpty: 'आइटम खाली नहीं होने चाहिए।',
  error_itemDuplicated: 'आइटम दोहराए नहीं जाने चाहिए।',
  scoring: 'अंकन',
  scoringPartial: 'आंशिक अंक: जिस आइटम के बाद सही अगला आइटम हो, वह अंकों का एक हिस्सा पाता है',
  scoringAllOrNothing: 'सब या कुछ नहीं: अंक तभी जब पूरा क्रम सही हो',
} as const;
