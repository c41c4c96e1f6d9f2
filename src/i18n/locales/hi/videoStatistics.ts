/** hi: the strings of src/i18n/en/videoStatistics.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const videoStatistics = {
  heading: 'वीडियो',
  loadError: 'वीडियो के आँकड़े लोड नहीं हो सके।',
  hint: 'हर विद्यार्थी की गिनती उसी प्रयास से होती है जो ऊपर की तालिका में दिखता है। देखा गया: किसी अध्याय का कम से कम 90 %, या किसी प्रश्न से पहले के क्षण से उस प्रश्न तक वीडियो का कम से कम 90 %। सरलता: जमा किए गए सही प्रयासों का हिस्सा।',
  played: 'इसे चलाने वाले विद्यार्थी: {{total}} में से {{count}}',
  nobody: 'अभी तक किसी ने यह वीडियो नहीं चलाया है।',
  curveTitle: 'देखने का वक्र',
  curveDescription:
    'वीडियो के हर हिस्से (उसका सौवाँ भाग, या छोटे वीडियो में एक सेकंड) को कितने विद्यार्थियों ने देखा, और वह कितनी बार चलाया गया: विद्यार्थियों की संख्या से अधिक बार चलाना दोबारा देखना है।',
  curveChart: 'देखने का वक्र: वीडियो के हर हिस्से को देखने वाले विद्यार्थी और उसे चलाए जाने की संख्या',
  colPart: 'वीडियो का हिस्सा',
  range: '{{from}}–{{to}}',
  colStudents: 'देखने वाले विद्यार्थी',
  colPlays: 'चलाए जाने की संख्या',
  chaptersCaption: 'अध्याय: हर अध्याय का कम से कम 90 % देखने वाले विद्यार्थी',
  colChapter: 'अध्याय',
  colTime: 'समय',
  colWatched: 'देखा गया',
  countOf: '{{total}} में से {{count}}',
  questionsCaption: 'वीडियो के भीतर प्रश्न: सभी की सरलता, पहले का हिस्सा देखने वालों की और उसे छोड़ने वालों की',
  colMoment: 'क्षण',
  colAll: 'सभी विद्यार्थी',
  colWatchedBefore: 'पहले का हिस्सा देखा',
  colSkipped: 'छोड़ दिया',
  facilityOf: '{{value}} % (n = {{count}})',
} as const satisfies AreasCatalog['videoStatistics'];
