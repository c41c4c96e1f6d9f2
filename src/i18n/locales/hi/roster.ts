/** hi: the roster group's strings, translated from src/i18n/en/roster.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const roster = {
  stateNotStarted: 'शुरू नहीं हुआ',
  stateOpened: 'खोला गया',
  stateInProgress: 'जारी है',
  stateSubmitted: 'जमा किया गया',
  stateLate: 'देर से',
  stateMissing: 'छूटा हुआ',
  stateNeedsGrading: 'जाँच बाकी',
  colState: 'स्थिति',
  openAttempt: 'प्रयास {{number}}: {{state}}',
  filterLabel: 'छात्र दिखाएँ',
  filterAll: 'सभी ({{count}})',
  filterOne: '{{state}} ({{count}})',
  remind: 'जिन्होंने जमा नहीं किया उन्हें याद दिलाएँ ({{count}})',
  reminded: 'अनुस्मारक भेजा जा रहा है: {{list}}',
  recentlyReminded: 'फिर से याद नहीं दिलाया (एक घंटे से कम पहले याद दिलाया गया): {{list}}',
  mailOff:
    'इस सर्वर पर मेल सेट नहीं है, इसलिए कोई अनुस्मारक नहीं भेजा जा सकता। जिन छात्रों ने जमा नहीं किया उनके ई-मेल कॉपी करें और उन्हें खुद लिखें, या कक्षा पेज पर छात्र लिंक से उनके लिंक कॉपी करें।',
  copyEmails: 'ई-मेल कॉपी करें',
  emailsCopied: 'ई-मेल कॉपी हो गए',
  linksHintMail: 'हर छात्र का एक निजी लिंक है, जिसे यह सर्वर उन्हें मेल करता है। आप कोई लिंक कॉपी करके खुद भी दे सकते हैं।',
  linksHintNoMail: 'हर छात्र का एक निजी लिंक है। यह सर्वर मेल नहीं भेजता: लिंक कॉपी करें और खुद बाँटें।',
  copyAll: 'सभी कॉपी करें',
  allCopied: 'सभी लिंक कॉपी हो गए',
  downloadLinks: 'CSV डाउनलोड करें',
} as const satisfies AreasCatalog['roster'];
