/** hi: the access area's strings, translated from src/i18n/en/access.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const access = {
  title: 'आपका एक्सेस',
  loading: 'आपकी सदस्यता लोड हो रही है',
  loadFailed: 'आपकी सदस्यता लोड नहीं की जा सकी।',
  detailsHeading: 'आपकी सदस्यता',
  kindLabel: 'खाते का प्रकार',
  kindTrial: 'परीक्षण',
  kindSubscription: 'सदस्यता',
  kindNone: 'कोई परीक्षण या सदस्यता नहीं',
  endsLabel: 'समाप्ति तिथि',
  endedLabel: 'समाप्त हुई',
  endsNever: 'समाप्त नहीं होती',
  runningLabel: 'अभी सक्रिय',
  runningYes: 'हाँ',
  runningNo: 'नहीं',
  noEndNote: 'आपके खाते का अपना कोई परीक्षण या सदस्यता नहीं है, इसलिए इसका एक्सेस समाप्त नहीं होता।',
  trialEndedNote:
    'आपकी परीक्षण अवधि {{date}} को समाप्त हो गई। फ़िलहाल यह कोई अनुभाग नहीं खोलती; आपके अकाउंट मैनेजर इसे बढ़ा सकते हैं।',
  subscriptionEndedNote:
    'आपकी सदस्यता {{date}} को समाप्त हो गई। फ़िलहाल यह कोई अनुभाग नहीं खोलती; आपके अकाउंट मैनेजर इसे नवीनीकृत कर सकते हैं।',
  sectionsHeading: 'आपके लिए खुले अनुभाग',
  sectionsHint: 'किसी अनुभाग के भीतर के अनुभाग देखने के लिए उसे खोलें।',
  noSections: 'अभी आपके लिए कोई अनुभाग खुला नहीं है।',
  childrenLabel: '{{title}} के अनुभाग',
  childrenLoading: '{{title}} के अनुभाग लोड हो रहे हैं',
  childrenFailed: '{{title}} के अनुभाग लोड नहीं किए जा सके।',
  retry: 'पुनः प्रयास करें',
  noChildren: '{{title}} में कोई और अनुभाग नहीं है।',
} as const satisfies AreasCatalog['access'];
